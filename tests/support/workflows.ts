// Checks of a GitHub Actions workflow shown in a guide (issue 31, the CI guide): it parses, has the shape
// GitHub accepts (on, jobs, runs-on, steps with either `uses` or `run`), uses the action versions current
// runners support, keeps secrets out of command lines, keeps results local and caps its run time, and
// runs only scripts the guide itself shows. Each returns problems, so tests can plant failures.
import {load as parseYaml} from 'js-yaml';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => !!value && typeof value === 'object' && !Array.isArray(value);

/** The actions, at the major versions the guide pins (checked against the current runners). */
export const ALLOWED_ACTIONS = ['actions/checkout@v4', 'actions/setup-python@v5', 'actions/upload-artifact@v4'] as const;

/** DeepTeam 1.0.7 imports nntplib (deepteam/test_case/test_case.py:1), which Python 3.13 removed. */
const PYTHON_RANGE = {min: [3, 9], max: [3, 12]} as const;

/** Environment a red-teaming job needs so that nothing is uploaded and no telemetry is sent. */
const LOCAL_ENV: Readonly<Record<string, (value: unknown) => boolean>> = {
  CONFIDENT_API_KEY: (v) => v === '',
  DEEPTEAM_TELEMETRY_OPT_OUT: (v) => v === 'YES',
  DEEPEVAL_TELEMETRY_OPT_OUT: (v) => typeof v === 'string' && /^(1|true|yes)$/i.test(v),
  DEEPEVAL_DISABLE_DOTENV: (v) => typeof v === 'string' && /^(1|true|yes)$/i.test(v),
};

export function parseWorkflow(text: string): {workflow: Json | null; problem: string | null} {
  try {
    const parsed = parseYaml(text);
    return isObject(parsed) ? {workflow: parsed, problem: null} : {workflow: null, problem: 'the workflow is not a YAML mapping'};
  } catch (error) {
    return {workflow: null, problem: `the workflow does not parse: ${(error as Error).message.split('\n')[0]}`};
  }
}

function triggers(on: unknown): string[] {
  if (typeof on === 'string') return [on];
  if (Array.isArray(on)) return on.filter((t): t is string => typeof t === 'string');
  if (isObject(on)) return Object.keys(on);
  return [];
}

/** Every path a `run:` line executes with python or installs with pip -r. */
export function scriptsRun(run: string): string[] {
  return [...run.matchAll(/\bpython3?\s+([\w./-]+\.py)\b/g), ...run.matchAll(/\s-r\s+([\w./-]+\.txt)\b/g)].map((m) => m[1]!);
}

/**
 * Problems of one workflow. `files` are the titles of the guide's files, so every script a step runs
 * must be one the reader was shown.
 */
export function workflowProblems(workflow: Json, files: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  if (!('on' in workflow)) problems.push('no `on:` trigger');
  else if (!triggers(workflow.on).includes('pull_request')) problems.push('not triggered by pull_request');
  const topPermissions = workflow.permissions;
  const jobs = workflow.jobs;
  if (!isObject(jobs) || Object.keys(jobs).length === 0) {
    problems.push('no jobs');
    return problems;
  }
  const workflowEnv = isObject(workflow.env) ? workflow.env : {};
  for (const [id, job] of Object.entries(jobs)) {
    if (!isObject(job)) {
      problems.push(`job ${id} is not a mapping`);
      continue;
    }
    if (typeof job['runs-on'] !== 'string' || !job['runs-on']) problems.push(`job ${id} has no runs-on`);
    if (typeof job['timeout-minutes'] !== 'number') problems.push(`job ${id} has no timeout-minutes, so a stuck run is billed for up to six hours`);
    const permissions = job.permissions ?? topPermissions;
    if (!isObject(permissions) || permissions.contents !== 'read' || Object.keys(permissions).length !== 1) {
      problems.push(`job ${id} does not limit the token to permissions: contents: read`);
    }
    const env = {...workflowEnv, ...(isObject(job.env) ? job.env : {})};
    for (const [name, ok] of Object.entries(LOCAL_ENV)) {
      if (!ok(env[name])) problems.push(`job ${id} does not set ${name} to keep the run local`);
    }
    const steps = job.steps;
    if (!Array.isArray(steps) || steps.length === 0) {
      problems.push(`job ${id} has no steps`);
      continue;
    }
    steps.forEach((step, index) => {
      const where = `job ${id} step ${index + 1}`;
      if (!isObject(step)) {
        problems.push(`${where} is not a mapping`);
        return;
      }
      const hasUses = typeof step.uses === 'string';
      const hasRun = typeof step.run === 'string';
      if (hasUses === hasRun) problems.push(`${where} needs exactly one of uses and run`);
      if (hasUses) {
        const uses = step.uses as string;
        if (!(ALLOWED_ACTIONS as readonly string[]).includes(uses)) problems.push(`${where} uses ${uses}, not one of ${ALLOWED_ACTIONS.join(', ')}`);
        const inputs = isObject(step.with) ? step.with : {};
        if (uses.startsWith('actions/setup-python@')) {
          const version = String(inputs['python-version'] ?? '');
          const match = /^(\d+)\.(\d+)$/.exec(version);
          const [major, minor] = match ? [Number(match[1]), Number(match[2])] : [0, 0];
          const inRange = (major > PYTHON_RANGE.min[0] || (major === PYTHON_RANGE.min[0] && minor >= PYTHON_RANGE.min[1])) &&
            (major < PYTHON_RANGE.max[0] || (major === PYTHON_RANGE.max[0] && minor <= PYTHON_RANGE.max[1]));
          if (!inRange) problems.push(`${where} sets python-version "${version}"; DeepTeam 1.0.7 imports on 3.9 to 3.12 only`);
        }
        if (uses.startsWith('actions/upload-artifact@')) {
          if (!/\balways\(\)/.test(String(step.if ?? ''))) problems.push(`${where} uploads results without if: always(), so a failed gate loses them`);
          if (typeof inputs.name !== 'string' || typeof inputs.path !== 'string') problems.push(`${where} has no artifact name and path`);
        }
      }
      if (hasRun) {
        const run = step.run as string;
        if (/\$\{\{\s*secrets\./.test(run)) problems.push(`${where} puts a secret on the command line; pass it through env`);
        if (/\bdeepteam scan\b/.test(run) && /--comment\b/.test(run)) problems.push(`${where} posts scan findings to Confident AI (--comment)`);
        for (const script of scriptsRun(run)) if (!files.has(script)) problems.push(`${where} runs ${script}, which the guide does not show`);
      }
    });
  }
  return problems;
}
