// Checks Python samples against the DeepTeam 0.2.8 facts sheet: imports, keyword arguments and
// `types` strings. Python's own parser reads the samples (python3 -c), so the checks see real syntax.
import fs from 'node:fs';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {ROOT} from './site';

type Sheet = Record<string, unknown>;

export const SHEET: Sheet = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'tests', 'fixtures', 'toolkit-api', 'deepteam-0.2.8.json'), 'utf8'),
);

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

/** deepeval names are allowed only where the facts sheet names them by dotted path. */
const SHEET_TEXT = JSON.stringify(SHEET);

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

export type Signature = {params: Set<string>; types: Set<string> | null; acceptsAnyKeyword: boolean};

/** Keyword parameters of every DeepTeam callable the samples construct or call by name. */
export function signatures(sheet: Sheet = SHEET): Map<string, Signature> {
  const result = new Map<string, Signature>();
  const add = (name: string, params: {name: string}[], types: string[] | null = null) => {
    result.set(name, {
      params: new Set(params.map((p) => p.name).filter((p) => p !== 'self')),
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
  add('OWASPTop10', s.frameworks.OWASPTop10.constructor_params ?? []);
  add('RTTestCase', s.test_case.RTTestCase.own_fields);
  // RTTurn also takes deepeval Turn's role and content, which the sheet lists as inherited.
  add('RTTurn', [...s.test_case.RTTurn.own_fields, {name: 'role'}, {name: 'content'}]);
  return result;
}

export type SampleFacts = {
  imports: {module: string; name: string; line: number}[];
  calls: {name: string; keywords: string[]; types: string[] | null; line: number}[];
  error: string | null;
};

const ANALYSE = String.raw`
import ast, json, sys
out = []
for item in json.load(sys.stdin):
    facts = {"imports": [], "calls": [], "error": None}
    try:
        tree = compile(item, "<sample>", "exec", flags=ast.PyCF_ONLY_AST | ast.PyCF_ALLOW_TOP_LEVEL_AWAIT, dont_inherit=True)
    except SyntaxError as error:
        facts["error"] = f"line {error.lineno}: {error.msg}"
        out.append(facts)
        continue
    deepteam_names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.split(".")[0] in ("deepteam", "deepeval"):
            for alias in node.names:
                facts["imports"].append({"module": node.module, "name": alias.name, "line": node.lineno})
                deepteam_names.add(alias.asname or alias.name)
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in deepteam_names:
            types = None
            for kw in node.keywords:
                if kw.arg == "types" and isinstance(kw.value, (ast.List, ast.Tuple)):
                    types = [e.value for e in kw.value.elts if isinstance(e, ast.Constant) and isinstance(e.value, str)]
            facts["calls"].append({"name": node.func.id, "keywords": [kw.arg for kw in node.keywords if kw.arg], "types": types, "line": node.lineno})
    out.append(facts)
print(json.dumps(out))
`;

export function analyse(samples: string[]): SampleFacts[] {
  const result = spawnSync('python3', ['-c', ANALYSE], {input: JSON.stringify(samples), encoding: 'utf8'});
  if (result.status !== 0) throw new Error(`python3 could not analyse the samples: ${result.stderr}`);
  return JSON.parse(result.stdout) as SampleFacts[];
}

/** Problems in one sample: unknown imports, unknown keywords, unknown `types` values. */
export function apiProblems(facts: SampleFacts, importable = importableNames(), known = signatures()): string[] {
  const problems: string[] = [];
  if (facts.error) return [`does not compile: ${facts.error}`];
  for (const {module, name, line} of facts.imports) {
    const known = module.startsWith('deepeval')
      ? SHEET_TEXT.includes(`${module}.${name}`)
      : importable.has(`${module}:${name}`);
    if (!known) problems.push(`line ${line}: cannot import ${name} from ${module} in 0.2.8`);
  }
  for (const {name, keywords, types, line} of facts.calls) {
    const signature = known.get(name);
    if (!signature) continue;
    for (const keyword of keywords) {
      if (!signature.params.has(keyword)) problems.push(`line ${line}: ${name}() has no parameter ${keyword}`);
    }
    if (types && signature.types) {
      for (const value of types) {
        if (!signature.types.has(value)) problems.push(`line ${line}: ${name} has no type "${value}"`);
      }
    }
  }
  return problems;
}
