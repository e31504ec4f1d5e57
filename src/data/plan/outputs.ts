/**
 * What the plan builder gives the reader: a Python script, a YAML config for `deepteam run` with its
 * command line, and a plain summary. Everything is generated from the plan and the catalogue.
 */
import {installCommand, VERSIONS} from '../versions';
import {costParams} from './cost';
import {plannedAttacks, plannedVulnerabilities, settingOf, type Plan} from './model';

/** A string literal valid in Python and in YAML (double-quoted, JSON escapes). */
export function quoted(text: string): string {
  return JSON.stringify(text).replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

const hasMultiTurn = (plan: Plan) => plannedAttacks(plan).some(({attack}) => attack.turns === 'multi');

/** `from module import A, B` lines, merged by module and sorted. */
function importLines(statements: readonly string[]): string[] {
  const byModule = new Map<string, Set<string>>();
  for (const statement of statements) {
    const match = /^from (\S+) import (.+)$/.exec(statement);
    if (!match) continue;
    const names = byModule.get(match[1]!) ?? new Set<string>();
    match[2]!.split(',').forEach((name) => names.add(name.trim()));
    byModule.set(match[1]!, names);
  }
  return [...byModule.keys()].sort().map((module) => `from ${module} import ${[...byModule.get(module)!].sort().join(', ')}`);
}

/**
 * Values for constructor arguments an attack requires and the builder does not ask for. 1.0's
 * SyntheticContextInjection needs `target_information`, the subject of the context it forges
 * (deepteam/attacks/single_turn/synthetic_context_injection/synthetic_context_injection.py:42-49).
 */
export const REQUIRED_ARGUMENTS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  SyntheticContextInjection: {target_information: 'the account records of the customer in this chat'},
};

/** The attack's constructor call with the plan's weight and settings (defaults left out). */
function attackCall(plan: Plan, entry: ReturnType<typeof plannedAttacks>[number]): string {
  const {attack, planned} = entry;
  const args: string[] = [];
  for (const param of attack.parameters.filter((p) => p.required)) {
    const value = REQUIRED_ARGUMENTS[attack.className]?.[param.name];
    if (value === undefined) throw new Error(`No value for ${attack.className}(${param.name}=...)`);
    args.push(`${param.name}=${quoted(value)}`);
  }
  if (planned.weight !== attack.defaultWeight) args.push(`weight=${planned.weight}`);
  for (const param of costParams(attack)) {
    if (planned.settings[param.name] !== undefined) args.push(`${param.name}=${settingOf(attack, planned, param)}`);
  }
  // In 0.2.8 the run's simulator never reaches a multi-turn attack: hand it the plan's model.
  if (plan.version === '0.2.8' && attack.turns === 'multi' && attack.parameters.some((p) => p.name === 'simulator_model')) {
    args.push(`simulator_model=${quoted(plan.simulatorModel)}`);
  }
  return `${attack.className}(${args.join(', ')})`;
}

export function pythonScript(plan: Plan, planUrl?: string): string {
  const vulnerabilities = plannedVulnerabilities(plan);
  const attacks = plannedAttacks(plan);
  const multi = hasMultiTurn(plan);
  const release = VERSIONS[plan.version].release;
  const lines: string[] = [];
  if (multi) lines.push('from typing import List, Optional', '');
  lines.push(
    ...importLines([
      'from deepteam import red_team',
      ...vulnerabilities.map(({vulnerability}) => vulnerability.importStatement),
      ...attacks.map(({attack}) => attack.importStatement),
      ...(multi ? ['from deepteam.test_case import RTTurn'] : []),
    ]),
  );
  lines.push('', `# Red-team plan for DeepTeam ${release} (${installCommand(plan.version)}).`);
  if (planUrl) lines.push(`# Edit it at ${planUrl}`);
  lines.push('', '');
  const def = plan.asyncMode ? 'async def' : 'def';
  const signature = multi ? 'input: str, turns: Optional[List[RTTurn]] = None' : 'input: str';
  lines.push(`${def} model_callback(${signature}) -> str:`);
  lines.push('    # Replace this stub: send `input` to your LLM application and return its reply.');
  if (multi) lines.push('    # Multi-turn attacks pass the conversation so far in `turns`.');
  lines.push('    return "I can only help with questions about our product."', '', '');
  lines.push('risk_assessment = red_team(', '    model_callback=model_callback,');
  if (vulnerabilities.length > 0) {
    lines.push('    vulnerabilities=[');
    for (const {vulnerability, types} of vulnerabilities) {
      lines.push(`        ${vulnerability.className}(types=[${types.map(quoted).join(', ')}]),`);
    }
    lines.push('    ],');
  }
  if (attacks.length > 0) {
    lines.push('    attacks=[');
    for (const entry of attacks) lines.push(`        ${attackCall(plan, entry)},`);
    lines.push('    ],');
  }
  lines.push(`    attacks_per_vulnerability_type=${plan.perType},`);
  if (plan.purpose.trim()) lines.push(`    target_purpose=${quoted(plan.purpose.trim())},`);
  lines.push(`    simulator_model=${quoted(plan.simulatorModel)},`);
  lines.push(`    evaluation_model=${quoted(plan.evaluationModel)},`);
  lines.push(`    async_mode=${plan.asyncMode ? 'True' : 'False'},`);
  lines.push(`    max_concurrent=${plan.maxConcurrent},`);
  lines.push(')', '');
  return lines.join('\n');
}

export const CONFIG_FILE = 'red-team.yaml';
export const CALLBACK_FILE = 'callback.py';

export type YamlOutput = {
  readonly yaml: string;
  readonly command: string;
  /** What the YAML cannot say, and why; empty when it runs the same plan as the script. */
  readonly notes: readonly string[];
};

/** A YAML config with only the keys the release's CLI reads (facts sheet: cli.yaml_keys). */
export function yamlConfig(plan: Plan): YamlOutput {
  const vulnerabilities = plannedVulnerabilities(plan);
  const attacks = plannedAttacks(plan);
  const release = VERSIONS[plan.version].release;
  const notes: string[] = [];
  const lines = [
    `# deepteam run ${CONFIG_FILE} (DeepTeam ${release})`,
    'models:',
    `  simulator: ${quoted(plan.simulatorModel)}`,
    `  evaluation: ${quoted(plan.evaluationModel)}`,
    'target:',
  ];
  if (plan.purpose.trim()) lines.push(`  purpose: ${quoted(plan.purpose.trim())}`);
  lines.push('  callback:', `    file: ${CALLBACK_FILE}`, '    function: model_callback');
  lines.push(
    'system_config:',
    `  max_concurrent: ${plan.maxConcurrent}`,
    `  attacks_per_vulnerability_type: ${plan.perType}`,
    `  run_async: ${plan.asyncMode}`,
  );
  const cliVulnerabilities = vulnerabilities.filter(({vulnerability}) => vulnerability.inCli);
  const skippedVulnerabilities = vulnerabilities.filter(({vulnerability}) => !vulnerability.inCli);
  if (cliVulnerabilities.length > 0) {
    lines.push('default_vulnerabilities:');
    for (const {vulnerability, types} of cliVulnerabilities) {
      lines.push(`  - name: ${vulnerability.className}`, `    types: [${types.map(quoted).join(', ')}]`);
    }
  }
  if (skippedVulnerabilities.length > 0) {
    notes.push(
      `Left out: ${skippedVulnerabilities.map(({vulnerability}) => vulnerability.className).join(', ')}. The CLI of ${release} does not know ${skippedVulnerabilities.length === 1 ? 'this class' : 'these classes'}; run the Python script to test ${skippedVulnerabilities.length === 1 ? 'it' : 'them'}.`,
    );
  }
  const cliAttacks = attacks.filter(({attack}) => attack.inCli);
  const skippedAttacks = attacks.filter(({attack}) => !attack.inCli);
  if (cliAttacks.length > 0) {
    lines.push('attacks:');
    for (const {attack, planned} of cliAttacks) {
      lines.push(`  - name: ${attack.className}`);
      if (planned.weight !== attack.defaultWeight) lines.push(`    weight: ${planned.weight}`);
      for (const param of costParams(attack)) {
        const value = planned.settings[param.name];
        if (value === undefined) continue;
        if (attack.cliKeys.includes(param.name)) lines.push(`    ${param.name}: ${value}`);
        else notes.push(`${attack.className}: ${param.name}=${value} cannot be set in YAML (the CLI passes only ${attack.cliKeys.join(', ')}), so the CLI run uses the default.`);
      }
    }
  }
  if (skippedAttacks.length > 0) {
    notes.push(
      `Left out: ${skippedAttacks.map(({attack}) => attack.className).join(', ')}. The CLI of ${release} does not accept ${skippedAttacks.length === 1 ? 'this attack' : 'these attacks'}, so the CLI run draws from the other attacks only.`,
    );
  }
  const ownModel = (attack: (typeof cliAttacks)[number]['attack']) => attack.parameters.find((p) => p.name === 'simulator_model')?.default;
  const multiTurnOnOwnModel = cliAttacks.filter(({attack}) => attack.turns === 'multi' && ownModel(attack) !== quoted(plan.simulatorModel));
  if (plan.version === '0.2.8' && multiTurnOnOwnModel.length > 0) {
    notes.push(
      `${multiTurnOnOwnModel.map(({attack}) => attack.className).join(', ')}: in a CLI run of 0.2.8, multi-turn attacks plan and judge with their own default model (${ownModel(multiTurnOnOwnModel[0]!.attack)}), not ${plan.simulatorModel}; YAML cannot pass them a model.`,
    );
  }
  if (plan.version !== '0.2.8') {
    notes.push('The CLI sets ignore_errors to false unless the YAML says otherwise, while red_team() in 1.0 defaults to True: a failing test case stops a CLI run.');
  }
  if (cliVulnerabilities.length === 0) {
    notes.push('The config has no vulnerability the CLI can run, so `deepteam run` has nothing to test.');
  }
  lines.push('');
  return {yaml: lines.join('\n'), command: `deepteam run ${CONFIG_FILE}`, notes};
}

/** The callback file the YAML names: the script's stub. */
export function callbackFile(plan: Plan): string {
  const script = pythonScript(plan);
  const start = script.indexOf(plan.asyncMode ? 'async def model_callback' : 'def model_callback');
  const end = script.indexOf('\n\n\nrisk_assessment');
  const typing = hasMultiTurn(plan) ? 'from typing import List, Optional\n\nfrom deepteam.test_case import RTTurn\n\n\n' : '';
  return `${typing}${script.slice(start, end)}\n`;
}

/** A plain-language summary, one sentence per line. */
export function planSummary(plan: Plan): string[] {
  const vulnerabilities = plannedVulnerabilities(plan);
  const attacks = plannedAttacks(plan);
  const types = vulnerabilities.reduce((n, v) => n + v.types.length, 0);
  const lines = [`DeepTeam ${VERSIONS[plan.version].release}.`];
  if (vulnerabilities.length === 0) {
    lines.push('No vulnerability chosen yet: the run needs at least one.');
  } else {
    lines.push(
      `Tests ${vulnerabilities.length} ${vulnerabilities.length === 1 ? 'vulnerability' : 'vulnerabilities'} across ${types} ${types === 1 ? 'type' : 'types'}, ${plan.perType} ${plan.perType === 1 ? 'probe' : 'probes'} per type: ${types * plan.perType} test cases.`,
    );
    lines.push(`Vulnerabilities: ${vulnerabilities.map(({vulnerability, types: t}) => `${vulnerability.displayName} (${t.length} of ${vulnerability.types.length} types)`).join('; ')}.`);
  }
  if (attacks.length === 0) {
    lines.push('No attack: every probe is sent as the simulator wrote it' + (plan.version === '0.2.8' ? '.' : ' and the attack engine rewrote it.'));
  } else {
    const total = attacks.reduce((n, a) => n + a.planned.weight, 0);
    lines.push(
      `Each probe gets one attack, drawn by weight: ${attacks.map(({attack, planned}) => `${attack.displayName} ${Math.round((planned.weight / total) * 100)}%`).join(', ')}.`,
    );
  }
  lines.push(`Probes are written by ${plan.simulatorModel} and replies judged by ${plan.evaluationModel}.`);
  if (plan.purpose.trim()) lines.push(`Target purpose: ${plan.purpose.trim()}`);
  lines.push(plan.asyncMode ? `Runs async, up to ${plan.maxConcurrent} at a time: your callback must be an async def.` : 'Runs synchronously, one case at a time: your callback is a plain def.');
  return lines;
}
