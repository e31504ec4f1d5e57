// Checks Python samples against the facts sheet of the toolkit release their page documents: imports,
// keyword arguments and `types` strings. Python's own parser reads the samples (python3 -c), so the
// checks see real syntax. `toolkitApi(version)` gives the checks of one release (src/data/versions.ts).
import fs from 'node:fs';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {ROOT} from './site';
import {load as parseYaml} from 'js-yaml';
import {VERSIONS, type ToolkitVersion} from '../../src/data/versions';
import {DEFAULT_PIN, type DeepevalPin} from '../../src/data/deepeval';
import {DEEPEVAL_API} from '../../src/data/deepeval-api';

type Sheet = Record<string, unknown>;

export function loadSheet(version: ToolkitVersion): Sheet {
  return JSON.parse(fs.readFileSync(path.join(ROOT, 'tests', 'fixtures', 'toolkit-api', VERSIONS[version].sheet), 'utf8'));
}

/** The 0.2.8 sheet (the archive's facts). */
export const SHEET: Sheet = loadSheet('0.2.8');

function walk(value: unknown, visit: (key: string, value: unknown, parent: Record<string, unknown>) => void): void {
  if (Array.isArray(value)) {
    value.forEach((item) => walk(item, visit));
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
      visit(key, child, value as Record<string, unknown>);
      walk(child, visit);
    }
  }
}

/** Every `module:name` pair the facts sheet says can be imported. */
export function importableNames(sheet: Sheet = SHEET): Set<string> {
  const names = new Set<string>();
  const addStatement = (statement: string) => {
    for (const match of statement.matchAll(/from\s+(deepteam[\w.]*)\s+import\s+([\w, ]+)/g)) {
      for (const name of match[2]!.split(',')) if (name.trim()) names.add(`${match[1]}:${name.trim()}`);
    }
  };
  const exportsByModule = sheet.top_level_exports as Record<string, {names_to_defining_module?: object; __all__?: string[]}>;
  for (const [module, info] of Object.entries(exportsByModule)) {
    for (const name of Object.keys(info.names_to_defining_module ?? {})) names.add(`${module}:${name}`);
    for (const name of info.__all__ ?? []) names.add(`${module}:${name}`);
  }
  // page-map.json (guides, step 5) names this module function without an import statement; the source
  // imports it the same way itself (0.2.8: deepteam/red_teamer/red_teamer.py:26-29; 1.0.7 lists it in
  // risk_assessment.module_functions).
  names.add('deepteam.red_teamer.risk_assessment:construct_risk_assessment_overview');
  walk(sheet, (key, value, parent) => {
    if (typeof value === 'string' && value.includes('import')) addStatement(value);
    const className = parent.class_name;
    if (typeof className === 'string' && Array.isArray(value) &&
        ['also_importable_from', 'other_working_import_paths', 'importable_from'].includes(key)) {
      for (const module of value) if (typeof module === 'string') names.add(`${module}:${className}`);
    }
  });
  return names;
}

export type Signature = {
  params: Set<string>;
  /** Parameter names in order: the ones a positional argument fills. Empty for keyword-only models. */
  order: string[];
  required: Set<string>;
  types: Set<string> | null;
  acceptsAnyKeyword: boolean;
};

type SheetParam = {name: string; required?: boolean};

/**
 * Callables the sheet names without a parameter list. 0.2.8: deepteam/red_teamer/risk_assessment.py:178-180;
 * 1.0.7: the sheet's risk_assessment.module_functions (run_duration has no default).
 */
const SOURCE_SIGNATURES: Record<string, SheetParam[]> = {
  construct_risk_assessment_overview: [{name: 'red_teaming_test_cases', required: true}],
};
const SOURCE_SIGNATURES_1_0: Record<string, SheetParam[]> = {
  construct_risk_assessment_overview: [
    {name: 'red_teaming_test_cases', required: true},
    {name: 'run_duration', required: true},
  ],
};

/** Classes that are pydantic models: keyword arguments only. */
const KEYWORD_ONLY = new Set(['RTTestCase', 'RTTurn', 'RiskAssessment', 'EvaluationExample', 'CodeChunk', 'CodeFinding']);

/** Parameters, order, required names and `types` of every DeepTeam callable the samples construct or call by name. */
export function signatures(sheet: Sheet = SHEET): Map<string, Signature> {
  const result = new Map<string, Signature>();
  const add = (name: string, params: SheetParam[], types: string[] | null = null) => {
    const named = params.filter((p) => p.name !== 'self');
    result.set(name, {
      params: new Set(named.map((p) => p.name)),
      order: KEYWORD_ONLY.has(name) ? [] : named.map((p) => p.name),
      required: new Set(named.filter((p) => p.required).map((p) => p.name)),
      types: types ? new Set(types) : null,
      acceptsAnyKeyword: false,
    });
  };
  const s = sheet as any; // the sheet is JSON; its shape is checked by the catalogue tests
  for (const item of s.vulnerabilities.items) {
    add(item.class_name, item.constructor_params, Array.isArray(item.types?.values) ? item.types.values : null);
  }
  for (const item of [...s.attacks.single_turn, ...s.attacks.multi_turn]) add(item.class_name, item.constructor_params);
  for (const item of s.guards.items) add(item.class_name, item.constructor_params);
  for (const item of s.metrics.items) if (item.constructor_params) add(item.class_name, item.constructor_params);
  add('Guardrails', s.guards.Guardrails.constructor.params);
  add('RedTeamer', s.red_team.RedTeamer.constructor.params);
  add('red_team', s.red_team.function.params);
  const frameworks = s.frameworks as Record<string, {class_name?: string; constructor_params?: SheetParam[]}>;
  for (const [key, framework] of Object.entries(frameworks)) {
    if (framework && typeof framework === 'object' && (framework.class_name === key || (key === 'OWASPTop10' && !framework.class_name))) {
      add(key, framework.constructor_params ?? []);
    }
  }
  add('RTTestCase', s.test_case.RTTestCase.own_fields);
  // RTTurn also takes deepeval Turn's fields that the sheet lists as inherited and used: role and content,
  // and in 1.0 retrieval_context and tools_called (copied onto the test case when a callback returns a turn).
  const inherited: string[] = (s.test_case.RTTurn.inherited_fields_used_by_deepteam ?? []).map((f: string) => f.split(' ')[0]);
  add('RTTurn', [
    ...s.test_case.RTTurn.own_fields,
    {name: 'role', required: true},
    {name: 'content', required: true},
    ...inherited.filter((name) => name !== 'role' && name !== 'content').map((name) => ({name})),
  ]);
  add('RiskAssessment', s.risk_assessment.RiskAssessment.fields);
  const isOne = String(s.version).startsWith('1.');
  for (const [name, params] of Object.entries(isOne ? SOURCE_SIGNATURES_1_0 : SOURCE_SIGNATURES)) add(name, params);
  if (isOne) {
    // The 1.0 sheet's subsystems: classes with constructors, and pydantic models / dataclasses with fields.
    for (const section of ['code_scanner', 'trace_scanner', 'confident', 'attack_engine']) {
      for (const [key, object] of Object.entries(s[section].objects as Record<string, any>)) {
        const name = key.split('.').pop()!;
        if (Array.isArray(object.constructor_params)) add(name, object.constructor_params);
        else if (Array.isArray(object.fields) && /pydantic|dataclass/.test(object.kind)) {
          add(name, object.fields.map((f: string | SheetParam) => (typeof f === 'string' ? {name: f} : f)));
        }
      }
    }
    for (const name of ['AISafetyFramework', 'RiskCategory']) add(name, s.frameworks[name].fields);
    add('EvaluationExample', s.metrics.EvaluationExample.fields);
  }
  return result;
}

/** The multi-turn attack classes, and the frameworks that include one. */
export function multiTurnNames(sheet: Sheet = SHEET): Set<string> {
  const s = sheet as any;
  const names = new Set<string>(s.attacks.multi_turn.map((a: {class_name: string}) => a.class_name));
  for (const [key, framework] of Object.entries(s.frameworks as Record<string, any>)) {
    const attacks: unknown = framework?.attack_class_names;
    if (Array.isArray(attacks) && attacks.some((name) => names.has(name))) names.add(framework.class_name ?? key);
  }
  return names;
}

/** Everything the sample checks need for one toolkit release. */
export type ToolkitApi = {
  version: ToolkitVersion;
  /** For a release that floats on deepeval, the install pin whose deepeval names the samples may use. */
  deepevalPin: DeepevalPin | null;
  release: string;
  importable: Set<string>;
  known: Map<string, Signature>;
  multiTurn: Set<string>;
  /** deepeval names are allowed only where the facts sheet names them by dotted path. */
  sheetText: string;
};

const APIS = new Map<string, ToolkitApi>();

/**
 * The checks of one release. A release that floats on deepeval (1.0.7) also accepts the deepeval names of
 * src/data/deepeval-api.ts at the page's install pin, with their constructors' keywords.
 */
export function toolkitApi(version: ToolkitVersion, pin: DeepevalPin = DEFAULT_PIN): ToolkitApi {
  const floats = VERSIONS[version].deepevalPinned === null;
  const key = `${version}:${floats ? pin : ''}`;
  let api = APIS.get(key);
  if (!api) {
    const sheet = version === '0.2.8' ? SHEET : loadSheet(version);
    const known = signatures(sheet);
    const importable = importableNames(sheet);
    if (floats) {
      for (const entry of DEEPEVAL_API[pin]) {
        importable.add(`${entry.module}:${entry.name}`);
        known.set(entry.name, {
          params: new Set(entry.params.map((param) => param.name)),
          order: entry.params.map((param) => param.name),
          required: new Set(entry.params.filter((param) => param.required).map((param) => param.name)),
          types: null,
          acceptsAnyKeyword: false,
        });
      }
    }
    api = {
      version,
      deepevalPin: floats ? pin : null,
      release: VERSIONS[version].release,
      importable,
      known,
      multiTurn: multiTurnNames(sheet),
      sheetText: JSON.stringify(sheet),
    };
    APIS.set(key, api);
  }
  return api;
}

export type SampleCall = {
  /** The DeepTeam name called, with import aliases resolved (`B(...)` after `import Bias as B` is Bias). */
  name: string;
  keywords: string[];
  /** Positional arguments given; null when the call unpacks *args or **kwargs (then nothing is checked). */
  positional: number | null;
  /** The `types` keyword: the literal strings, 'empty' for [], 'other' for any non-literal, null when absent. */
  types: string[] | 'empty' | 'other' | null;
  line: number;
};

export type SampleFunction = {name: string; positional: number; varargs: boolean; line: number};

export type SampleFacts = {
  imports: {module: string; name: string; alias: string; line: number}[];
  calls: SampleCall[];
  /** Functions the sample defines, with how many positional arguments they accept. */
  functions: SampleFunction[];
  /** Names handed to DeepTeam as a model callback: `model_callback=NAME`, or the second argument of progress(). */
  callbacks: {name: string; line: number; via: 'keyword' | 'progress'}[];
  error: string | null;
};

const ANALYSE = String.raw`
import ast, json, sys
out = []
for item in json.load(sys.stdin):
    facts = {"imports": [], "calls": [], "functions": [], "callbacks": [], "error": None}
    try:
        tree = compile(item, "<sample>", "exec", flags=ast.PyCF_ONLY_AST | ast.PyCF_ALLOW_TOP_LEVEL_AWAIT, dont_inherit=True)
    except SyntaxError as error:
        facts["error"] = f"line {error.lineno}: {error.msg}"
        out.append(facts)
        continue
    real_name = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.split(".")[0] in ("deepteam", "deepeval"):
            for alias in node.names:
                facts["imports"].append({"module": node.module, "name": alias.name, "alias": alias.asname or alias.name, "line": node.lineno})
                real_name[alias.asname or alias.name] = alias.name
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            args = node.args
            facts["functions"].append({
                "name": node.name,
                "positional": len(args.posonlyargs) + len(args.args),
                "varargs": args.vararg is not None,
                "line": node.lineno,
            })
        if not isinstance(node, ast.Call):
            continue
        for kw in node.keywords:
            if kw.arg == "model_callback" and isinstance(kw.value, ast.Name):
                facts["callbacks"].append({"name": kw.value.id, "line": node.lineno, "via": "keyword"})
        if isinstance(node.func, ast.Attribute) and node.func.attr in ("progress", "a_progress") and len(node.args) >= 2 and isinstance(node.args[1], ast.Name):
            facts["callbacks"].append({"name": node.args[1].id, "line": node.lineno, "via": "progress"})
        if isinstance(node.func, ast.Name) and node.func.id in real_name:
            unpacks = any(isinstance(a, ast.Starred) for a in node.args) or any(kw.arg is None for kw in node.keywords)
            types = None
            for kw in node.keywords:
                if kw.arg == "types":
                    value = kw.value
                    if isinstance(value, (ast.List, ast.Tuple)) and not value.elts:
                        types = "empty"
                    elif isinstance(value, (ast.List, ast.Tuple)) and all(isinstance(e, ast.Constant) and isinstance(e.value, str) for e in value.elts):
                        types = [e.value for e in value.elts]
                    else:
                        types = "other"
            facts["calls"].append({
                "name": real_name[node.func.id],
                "keywords": [kw.arg for kw in node.keywords if kw.arg],
                "positional": None if unpacks else len(node.args),
                "types": types,
                "line": node.lineno,
            })
    out.append(facts)
print(json.dumps(out))
`;

export function analyse(samples: string[]): SampleFacts[] {
  const result = spawnSync('python3', ['-c', ANALYSE], {input: JSON.stringify(samples), encoding: 'utf8'});
  if (result.status !== 0) throw new Error(`python3 could not analyse the samples: ${result.stderr}`);
  return JSON.parse(result.stdout) as SampleFacts[];
}

/** Problems in one sample: unknown imports, unknown keywords, unknown `types` values. */
export function apiProblems(facts: SampleFacts, api: ToolkitApi = toolkitApi('0.2.8')): string[] {
  const {importable, known} = api;
  const problems: string[] = [];
  if (facts.error) return [`does not compile: ${facts.error}`];
  for (const {module, name, line} of facts.imports) {
    const found = module.startsWith('deepeval')
      ? api.sheetText.includes(`${module}.${name}`) || importable.has(`${module}:${name}`)
      : importable.has(`${module}:${name}`);
    if (!found) problems.push(`line ${line}: cannot import ${name} from ${module} in ${api.release}`);
  }
  for (const {name, keywords, types, line} of facts.calls) {
    const signature = known.get(name);
    if (!signature) continue;
    for (const keyword of keywords) {
      if (!signature.params.has(keyword)) problems.push(`line ${line}: ${name}() has no parameter ${keyword}`);
    }
    if (Array.isArray(types) && signature.types) {
      for (const value of types) {
        if (!signature.types.has(value)) problems.push(`line ${line}: ${name} has no type "${value}"`);
      }
    }
  }
  return problems;
}

/** Calls that leave out a required argument or pass more positional arguments than the signature has. */
export function signatureProblems(facts: SampleFacts, known = toolkitApi('0.2.8').known): string[] {
  const problems: string[] = [];
  for (const {name, keywords, positional, line} of facts.calls) {
    const signature = known.get(name);
    if (!signature || positional === null) continue;
    if (positional > signature.order.length) {
      problems.push(
        signature.order.length === 0
          ? `line ${line}: ${name}() takes keyword arguments only`
          : `line ${line}: ${name}() takes at most ${signature.order.length} positional arguments, given ${positional}`,
      );
    }
    const given = new Set([...keywords, ...signature.order.slice(0, positional)]);
    for (const required of signature.required) {
      if (!given.has(required)) problems.push(`line ${line}: ${name}() is missing the required argument ${required}`);
    }
  }
  return problems;
}

/** CustomVulnerability has no all-types default in 0.2.8: without a non-empty `types` it raises AttributeError. */
export function customTypesProblems(facts: SampleFacts): string[] {
  return facts.calls
    .filter((call) => call.name === 'CustomVulnerability' && call.positional !== null)
    .filter((call) => call.types === null || call.types === 'empty')
    .map((call) => `line ${call.line}: CustomVulnerability needs a non-empty types list (AttributeError without one)`);
}

export type PageSample = {where: string; code: string; title: string | null; facts: SampleFacts};
export type PageConfig = {where: string; code: string};

function acceptsTurns(fn: SampleFunction): boolean {
  return fn.varargs || fn.positional >= 2;
}

/**
 * A callback that can meet a multi-turn attack must accept the turns argument: the attacks call
 * model_callback(input, turns) positionally (e.g. linear_jailbreaking.py:196). Checked for samples that
 * construct a multi-turn attack or a framework with one, and for YAML configs that name a multi-turn
 * attack together with a callback file shown on the same page.
 */
export function multiTurnCallbackProblems(
  samples: readonly PageSample[],
  configs: readonly PageConfig[] = [],
  multiTurn = toolkitApi('0.2.8').multiTurn,
  /**
   * 1.0 wraps the callback inside red_team()/RedTeamer and passes turns only to a callback that takes a
   * second parameter (deepteam/red_teamer/utils.py), so there only a callback handed straight to a
   * multi-turn attack's progress()/a_progress() must take turns.
   */
  onlyDirectCalls = false,
): string[] {
  const problems: string[] = [];
  const byTitle = new Map(samples.filter((s) => s.title).map((s) => [s.title!, s]));
  // A sample that continues an earlier one on the page uses the functions that one defined.
  const defined = new Map<string, {fn: SampleFunction; where: string}>();
  for (const sample of samples) {
    for (const fn of sample.facts.functions) defined.set(fn.name, {fn, where: sample.where});
    if (!sample.facts.calls.some((call) => multiTurn.has(call.name))) continue;
    for (const callback of sample.facts.callbacks) {
      if (onlyDirectCalls && callback.via !== 'progress') continue;
      const found = defined.get(callback.name);
      if (found && !acceptsTurns(found.fn)) {
        problems.push(
          `${sample.where}: line ${callback.line}: ${callback.name} (defined at ${found.where}, line ${found.fn.line}) meets a multi-turn attack but does not accept turns`,
        );
      }
    }
  }
  for (const config of onlyDirectCalls ? [] : configs) {
    const parsed = parseYaml(config.code) as any;
    const attacks: {name?: string}[] = Array.isArray(parsed?.attacks) ? parsed.attacks : [];
    const file: unknown = parsed?.target?.callback?.file;
    if (typeof file !== 'string' || !attacks.some((a) => a && multiTurn.has(String(a.name)))) continue;
    const functionName = String(parsed.target.callback.function ?? 'model_callback');
    const sample = byTitle.get(file) ?? byTitle.get(file.split('/').pop()!);
    if (!sample) {
      problems.push(`${config.where}: names the callback file ${file}, which the page does not show`);
      continue;
    }
    const fn = sample.facts.functions.find((f) => f.name === functionName);
    if (!fn) problems.push(`${config.where}: ${file} on this page defines no ${functionName}`);
    else if (!acceptsTurns(fn)) {
      problems.push(`${config.where}: runs a multi-turn attack against ${file}, whose ${functionName} does not accept turns`);
    }
  }
  return problems;
}
