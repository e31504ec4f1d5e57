/**
 * Reads one facts sheet into the public names of its release, each once, with what the sheet says about
 * it. A name is public when a package binds it (`top_level_exports`), when the sheet gives an import line
 * for it, or when the sheet describes it in a module (result models, the callback type, module
 * functions); the CLI's commands are names too. Names with a leading underscore are private and left out.
 * The same object bound by several packages is one name: its entry's id is the path of the import line
 * the sheet gives, else of the shortest package that binds it, else of its defining module.
 */
import {parseParam, parseSignature, splitTopLevel, type ParsedParam} from './signature';

/* The sheets are JSON read at build time; their shape is checked by tests/unit/api-reference.test.ts. */
/* eslint-disable @typescript-eslint/no-explicit-any */
type Json = any;

export type RawParam = ParsedParam;
export type RawMethod = {name: string; async: boolean; params: RawParam[]; returns: string | null; abstract: boolean; returnsAtRuntime: string | null};
export type RawFact = {label: string; text?: string; code?: string[]; refs?: string[]};

export type RawObject = {
  key: string;
  name: string;
  definingModule: string;
  /** Modules that bind the name (packages that export it, the paths the sheet lists, its module). */
  bindings: Set<string>;
  /** The module of the import line the sheet gives for it, when it gives one. */
  importModule: string | null;
  kind: string;
  bases: string[];
  signature: {keyword: 'class' | 'def' | 'async def'; params: RawParam[]; returns: string | null} | null;
  fields: {label: string; items: RawParam[]} | null;
  members: {label: string; items: {name: string; value: string}[]} | null;
  value: string | null;
  types: {label: string; values: string[]; enumKey: string | null} | null;
  command: {usage: string; arguments: RawParam[]; options: {flags: string; type: string | null; default: string | null; overrides: string | null}[]; configKeys: {path: string; default: string | null}[]} | null;
  methods: RawMethod[];
  facts: RawFact[];
  /** Key of the class this name belongs to (its enum, its template), listed inside that class's entry. */
  companionOf: string | null;
  /** The class name as availability.json tracks it, when it does. */
  tracked: {name: string; kind: string} | null;
  /** The sheet locations that describe it (`vulnerabilities.items[3]`), for the tests. */
  sources: string[];
  order: number;
  /** Display name when it is not the Python name (CLI commands). */
  display?: string;
  /** Fixed id when the name is not a Python path (CLI commands: the function behind the command). */
  fixedId?: string;
};

export type Collected = {
  version: string;
  objects: RawObject[];
  /** Entry id of each object key. */
  idOf: (key: string) => string;
  byKey: Map<string, RawObject>;
};

const param = (p: Json): RawParam => ({
  name: String(p.name),
  annotation: p.annotation ?? null,
  default: p.default ?? null,
  // The 0.2.8 sheet leaves `required` out where there is no default.
  required: p.required ?? (p.default == null && !String(p.name).startsWith('*')),
});

/** Fields given as `{name, annotation, default, required}` objects or as `"name: annotation"` strings. */
const fieldParam = (f: Json): RawParam => (typeof f === 'string' ? parseParam(f) : param(f));

function parseMethod(signature: string, abstract = false): RawMethod {
  const parsed = parseSignature(signature);
  return {name: parsed.name, async: parsed.async, params: parsed.params, returns: parsed.returns, abstract, returnsAtRuntime: null};
}

/** `from a.b import X, Y` -> [['a.b', 'X'], ['a.b', 'Y']]. */
export function importsOf(statement: string): [string, string][] {
  const match = /^from\s+([\w.]+)\s+import\s+(.+)$/.exec(statement.trim());
  if (!match) return [];
  return match[2]!
    .replace(/[()]/g, '')
    .split(',')
    .map((name) => name.trim().split(/\s+as\s+/)[0]!)
    .filter(Boolean)
    .map((name) => [match[1]!, name]);
}

const isPrivate = (name: string) => name.startsWith('_') && !/^__\w+__$/.test(name);

/** The class name at the start of a runtime type note ("RiskAssessment (awaitable)" -> RiskAssessment). */
const leadingName = (text: string | undefined | null) => (text ? /^([A-Za-z_]\w*)/.exec(text)?.[1] ?? null : null);

export function collect(sheet: Json): Collected {
  const exportsOf: Record<string, Record<string, string>> = {};
  for (const [pkg, info] of Object.entries<Json>(sheet.top_level_exports)) {
    exportsOf[pkg] = {...(info.names_to_defining_module ?? {})};
    // Names in __all__ or defined in the package's own __init__ that no module defines elsewhere.
    for (const name of [...(info.__all__ ?? []), ...(info.also_defined_functions ?? [])]) exportsOf[pkg]![name] ??= pkg;
  }
  const byKey = new Map<string, RawObject>();
  let order = 0;

  /** The object `from module import name` gives. */
  const keyFor = (module: string, name: string) => `${exportsOf[module]?.[name] ?? module}:${name}`;

  function obtain(module: string, name: string, source: string): RawObject {
    const key = keyFor(module, name);
    let object = byKey.get(key);
    if (!object) {
      object = {
        key,
        name,
        definingModule: key.slice(0, key.lastIndexOf(':')),
        bindings: new Set(),
        importModule: null,
        kind: 'name',
        bases: [],
        signature: null,
        fields: null,
        members: null,
        value: null,
        types: null,
        command: null,
        methods: [],
        facts: [],
        companionOf: null,
        tracked: null,
        sources: [],
        order: order++,
      };
      byKey.set(key, object);
    }
    object.bindings.add(module);
    if (!object.sources.includes(source)) object.sources.push(source);
    return object;
  }

  /** An object the sheet describes with an import line (preferred) or the module that defines it. */
  function described(source: string, name: string, where: {importStatement?: string | null; definedIn?: string | null}): RawObject {
    const statement = where.importStatement ? importsOf(where.importStatement).find(([, n]) => n === name) : undefined;
    const module = statement?.[0] ?? where.definedIn;
    if (!module) throw new Error(`api-reference: ${source} (${name}) has neither an import line nor a module`);
    const object = obtain(module, name, source);
    if (statement && !object.importModule) object.importModule = statement[0];
    if (where.definedIn) object.bindings.add(where.definedIn);
    return object;
  }

  const bind = (object: RawObject, modules: readonly string[] | undefined) => {
    for (const module of modules ?? []) object.bindings.add(module);
  };

  const s = sheet;
  const isOne = String(s.version).startsWith('1.');

  // red_team() and RedTeamer.
  {
    const fn = s.red_team.function;
    const object = described('red_team.function', 'red_team', {importStatement: fn.import_statement});
    bind(object, fn.also_importable_from);
    object.kind = 'function';
    object.signature = {keyword: fn.async ? 'async def' : 'def', params: fn.params.map(param), returns: fn.returns ?? null};
    const returns = leadingName(fn.returns_at_runtime);
    if (!fn.returns && returns) object.facts.push({label: 'Returns at run time', refs: [returns], text: 'the source has no return annotation'});
    object.tracked = {name: 'red_team', kind: 'entry_point_function'};

    const rt = s.red_team.RedTeamer;
    const teamer = described('red_team.RedTeamer', 'RedTeamer', {importStatement: rt.import_statement, definedIn: rt.defined_in});
    teamer.kind = 'class';
    teamer.signature = {keyword: 'class', params: rt.constructor.params.map(param), returns: null};
    teamer.fields = {label: 'Class attributes', items: (rt.class_attributes ?? []).map(param)};
    teamer.methods = rt.public_methods.map((m: string) => parseMethod(m));
    for (const method of teamer.methods) method.returnsAtRuntime = leadingName(rt.returns_at_runtime?.[method.name]);
    const after: string[] = (rt.attributes_set_after_run ?? []).map((a: string) => a.split(' ')[0]);
    if (after.length) teamer.facts.push({label: 'Set after a run', code: after});
    teamer.tracked = {name: 'RedTeamer', kind: 'entry_point_class'};
  }

  // The callback type.
  {
    const alias = s.model_callback.type_alias;
    const object = described('model_callback.type_alias', alias.name, {definedIn: alias.defined_in});
    object.kind = 'type alias';
    object.value = alias.value;
  }

  // Vulnerabilities: the base class, every class with its types enum.
  {
    const base = s.vulnerabilities.base_class;
    const object = described('vulnerabilities.base_class', base.class_name, {importStatement: base.import_statement, definedIn: base.defined_in});
    object.kind = 'class';
    object.signature = {keyword: 'class', params: base.constructor_params.map(param), returns: null};
    object.methods = base.methods.map((m: string) => parseMethod(m)).filter((m: RawMethod) => !isPrivate(m.name) && !/^__\w+__$/.test(m.name));
    if (base.class_attributes) {
      object.fields = {label: 'Class attributes', items: Object.entries<string>(base.class_attributes).map(([name, text]) => parseParam(`${name}: ${text}`))};
    }
    object.tracked = {name: base.class_name, kind: 'base_class'};

    s.vulnerabilities.items.forEach((item: Json, index: number) => {
      const source = `vulnerabilities.items[${index}]`;
      const v = described(source, item.class_name, {importStatement: item.import_statement, definedIn: item.defined_in});
      v.kind = 'class';
      v.bases = ['BaseVulnerability'];
      v.signature = {keyword: 'class', params: item.constructor_params.map(param), returns: null};
      v.methods = (item.methods ?? []).map((m: string) => parseMethod(m));
      v.tracked = {name: item.class_name, kind: 'vulnerability'};
      if (item.get_name_returns) v.facts.push({label: 'get_name() returns', code: [JSON.stringify(item.get_name_returns)]});
      if (item.metric?.per_type) {
        v.facts.push({label: 'Judged by', refs: [...new Set(Object.values<Json>(item.metric.per_type).map((m) => m.metric_class as string))], text: 'one metric per type'});
      } else if (item.metric?.metric_class) {
        v.facts.push({label: 'Judged by', refs: [item.metric.metric_class]});
      }
      const types = item.types ?? {};
      if (Array.isArray(types.values)) {
        let enumKey: string | null = null;
        if (types.enum_class) {
          const e = described(`${source}.types`, types.enum_class, {importStatement: types.enum_import, definedIn: types.enum_defined_in});
          e.kind = 'enum';
          e.bases = ['Enum'];
          e.members = {label: 'Members', items: Object.entries<string>(types.enum_members ?? {}).map(([name, value]) => ({name, value: JSON.stringify(value)}))};
          e.companionOf = v.key;
          enumKey = e.key;
        }
        v.types = {label: '`types` accepts', values: types.values, enumKey};
      } else if (item.custom) {
        v.facts.push({label: '`types` accepts', text: 'any non-empty list of strings you name'});
      }
    });
  }

  // Attacks.
  {
    for (const [name, base] of Object.entries<Json>(s.attacks.base_classes)) {
      if (!base || typeof base !== 'object' || !base.import_statement) continue;
      const object = described(`attacks.base_classes.${name}`, name, {importStatement: base.import_statement, definedIn: base.defined_in});
      object.kind = 'class';
      object.bases = (base.bases ?? []).map((b: string) => b.split('.').pop());
      object.methods = (base.methods ?? []).map((m: string) => parseMethod(m, (base.abstract ?? []).includes(/^(?:async\s+)?(\w+)/.exec(m)![1])));
      if (base.class_attributes) {
        object.fields = {label: 'Class attributes', items: Object.entries<string>(base.class_attributes).map(([n, text]) => parseParam(`${n}: ${text}`))};
      }
      object.tracked = {name, kind: 'base_class'};
    }
    const attack = (item: Json, source: string, turns: 'single' | 'multi') => {
      const a = described(source, item.class_name, {importStatement: item.import_statement, definedIn: item.defined_in});
      bind(a, item.other_working_import_paths);
      a.kind = 'class';
      a.bases = [isOne ? (turns === 'single' ? 'BaseSingleTurnAttack' : 'BaseMultiTurnAttack') : turns === 'single' ? 'BaseSingleTurnAttack' : 'BaseAttack'];
      a.signature = {keyword: 'class', params: item.constructor_params.map(param), returns: null};
      a.methods = (item.methods ?? []).map((m: string) => parseMethod(m));
      a.tracked = {name: item.class_name, kind: turns === 'single' ? 'single_turn_attack' : 'multi_turn_attack'};
      if (item.get_name_returns) a.facts.push({label: 'get_name() returns', code: [JSON.stringify(item.get_name_returns)], text: 'stored in RTTestCase.attack_method'});
      if (item.literal_types) {
        for (const [field, info] of Object.entries<Json>(item.literal_types)) {
          if (!info || typeof info !== 'object' || !info.alias) continue;
          const literal = described(`${source}.literal_types.${field}`, info.alias, {importStatement: item.literal_types.import_statement});
          literal.kind = 'Literal alias';
          literal.value = `Literal[${info.values.map((v: string) => JSON.stringify(v)).join(', ')}]`;
          literal.facts.push({label: 'Used by', code: [`${item.class_name}(${field}=...)`]});
          literal.companionOf = a.key;
        }
      }
    };
    s.attacks.single_turn.forEach((item: Json, i: number) => attack(item, `attacks.single_turn[${i}]`, 'single'));
    s.attacks.multi_turn.forEach((item: Json, i: number) => attack(item, `attacks.multi_turn[${i}]`, 'multi'));
    const sim = s.attacks.attack_simulator;
    const simulator = described('attacks.attack_simulator', sim.class_name, {importStatement: sim.import_statement, definedIn: sim.defined_in});
    simulator.kind = 'class';
    simulator.signature = {keyword: 'class', params: (sim.constructor_params ?? sim.constructor.params).map(param), returns: null};
    simulator.methods = (sim.public_methods ?? []).map((m: string) => parseMethod(m));
    if (sim.class_attributes) {
      simulator.fields = {
        label: 'Class attributes',
        items: Object.entries<string>(sim.class_attributes).map(([n, text]) => parseParam(`${n}: ${text.replace(/\s+\(.*$/, '')}`)),
      };
    }
  }

  // Guardrails.
  {
    const g = s.guards;
    const rails = described('guards.Guardrails', 'Guardrails', {importStatement: g.Guardrails.import_statement, definedIn: g.Guardrails.defined_in});
    bind(rails, g.Guardrails.also_importable_from);
    rails.kind = 'class';
    rails.signature = {keyword: 'class', params: g.Guardrails.constructor.params.map(param), returns: null};
    rails.methods = g.Guardrails.public_methods.map((m: string) => parseMethod(m));
    rails.tracked = {name: 'Guardrails', kind: 'guardrails'};

    const verdict = described('guards.GuardVerdict', 'GuardVerdict', {importStatement: g.GuardVerdict.import_statement, definedIn: g.GuardVerdict.defined_in});
    verdict.kind = 'pydantic model';
    verdict.bases = ['BaseModel'];
    verdict.fields = {label: 'Fields', items: g.GuardVerdict.fields.map(param)};

    const result = described('guards.GuardResult', 'GuardResult', {importStatement: g.GuardResult.import_statement, definedIn: g.GuardResult.defined_in});
    result.kind = 'class';
    result.signature = {keyword: 'class', params: g.GuardResult.constructor_params.map(param), returns: null};
    result.fields = {
      label: 'Attributes',
      items: Object.entries<string>(g.GuardResult.attributes ?? {}).map(([name, text]) => ({name, annotation: text.split(':')[0]!.trim(), default: null, required: false})),
    };

    for (const name of ['GuardType', 'SafetyLevel']) {
      const e = described(`guards.${name}`, name, {importStatement: g[name].import_statement, definedIn: g[name].defined_in});
      e.kind = 'enum';
      e.bases = ['Enum'];
      e.members = {label: 'Members', items: Object.entries<string>(g[name].members).map(([n, value]) => ({name: n, value: JSON.stringify(value)}))};
    }

    const base = described('guards.BaseGuard', 'BaseGuard', {importStatement: g.BaseGuard.import_statement, definedIn: g.BaseGuard.defined_in});
    base.kind = 'class';
    base.signature = {keyword: 'class', params: g.BaseGuard.constructor.params.map(param), returns: null};
    base.fields = {label: 'Class attributes', items: g.BaseGuard.class_attributes.map(param)};
    base.facts.push({label: 'Abstract methods', code: g.BaseGuard.abstract_methods});
    base.tracked = {name: 'BaseGuard', kind: 'base_class'};

    const schema = g.guard_llm_output_schema;
    if (schema?.class_name) {
      const e = described('guards.guard_llm_output_schema', schema.class_name, {definedIn: schema.defined_in});
      e.kind = 'pydantic model';
      e.bases = ['BaseModel'];
      e.fields = {label: 'Fields', items: Object.entries<string>(schema.fields).map(([name, annotation]) => ({name, annotation, default: null, required: true}))};
    }

    g.items.forEach((item: Json, index: number) => {
      const source = `guards.items[${index}]`;
      const guard = described(source, item.class_name, {importStatement: item.import_statement});
      bind(guard, item.also_importable_from);
      guard.kind = 'class';
      guard.bases = ['BaseGuard'];
      guard.signature = {keyword: 'class', params: item.constructor_params.map(param), returns: null};
      guard.methods = (item.methods ?? []).map((m: string) => parseMethod(m));
      guard.tracked = {name: item.class_name, kind: 'guard'};
      if (item.__name__property) guard.facts.push({label: '__name__ (the verdict name)', code: [JSON.stringify(item.__name__property)]});
      if (item.initial_guard_type) guard.facts.push({label: 'guard_type before first use', text: item.initial_guard_type});
      const categories = item.categories_enum;
      if (categories?.class_name) {
        const e = described(`${source}.categories_enum`, categories.class_name, {importStatement: categories.import_statement});
        e.kind = 'enum';
        e.bases = ['Enum'];
        e.members = {label: 'Members', items: Object.entries<string>(categories.members).map(([n, value]) => ({name: n, value: JSON.stringify(value)}))};
        e.companionOf = guard.key;
        if (categories.default) e.facts.push({label: 'When categories is None', text: categories.default});
      }
    });
  }

  // Test cases.
  {
    const tc = s.test_case;
    for (const name of ['RTTestCase', 'RTTurn']) {
      const info = tc[name];
      const object = described(`test_case.${name}`, name, {importStatement: info.import_statement, definedIn: info.defined_in});
      object.kind = 'pydantic model';
      object.bases = (info.bases ?? []).map((b: string) => b.split('.').pop());
      object.fields = {label: 'Fields', items: info.own_fields.map(param)};
      if (info.inherited_fields_used_by_deepteam) {
        object.facts.push({label: `Fields from ${object.bases[0]} that DeepTeam uses`, code: info.inherited_fields_used_by_deepteam.map((f: string) => f.split(' ')[0])});
      }
    }
    for (const [name, from] of Object.entries<string>(tc.re_exported_from_dependencies ?? {})) {
      const object = obtain('deepteam.test_case', name, `test_case.re_exported_from_dependencies.${name}`);
      object.kind = 'class';
      object.facts.push({label: 'Re-exported from', code: [from]});
    }
  }

  // Results.
  {
    const ra = s.risk_assessment;
    const module = ra.all_classes_defined_in;
    for (const name of ['RiskAssessment', 'RedTeamingOverview', 'VulnerabilityTypeResult', 'AttackMethodResult']) {
      const info = ra[name];
      if (!info) continue;
      const object = described(`risk_assessment.${name}`, name, {importStatement: info.import_statement, definedIn: module});
      object.kind = /pydantic/.test(info.kind ?? '') ? 'pydantic model' : 'class';
      object.bases = /pydantic/.test(info.kind ?? '') ? ['BaseModel'] : [];
      object.fields = {label: 'Fields', items: info.fields.map(param)};
      object.methods = (info.methods ?? []).map((m: string) => {
        const text = /\(/.test(m) ? m : `${m}()`;
        return parseMethod(text);
      });
      if (info.runtime_types) {
        object.facts.push({label: 'Types at run time', code: Object.entries<string>(info.runtime_types).map(([field, type]) => `${field}: ${type.split(' ')[0]}`)});
      }
    }
    for (const [name, signature] of Object.entries<string>(ra.module_functions ?? {})) {
      const object = described(`risk_assessment.module_functions.${name}`, name, {definedIn: module});
      const parsed = parseSignature(signature);
      object.kind = 'function';
      object.signature = {keyword: parsed.async ? 'async def' : 'def', params: parsed.params, returns: parsed.returns};
    }
  }

  // Frameworks.
  {
    const f = s.frameworks;
    for (const name of ['AISafetyFramework', 'RiskCategory']) {
      const info = f[name];
      if (!info) continue;
      const object = described(`frameworks.${name}`, name, {importStatement: info.import_statement, definedIn: info.defined_in});
      object.kind = /dataclass/.test(info.kind) ? 'dataclass' : /pydantic/.test(info.kind) ? 'pydantic model' : 'class';
      if (object.kind === 'pydantic model') object.bases = ['BaseModel'];
      object.fields = {label: 'Fields', items: info.fields.map(param)};
      if (name === 'AISafetyFramework') object.tracked = {name, kind: 'base_class'};
    }
    for (const name of f.available as string[]) {
      const info = f[name];
      const object = described(`frameworks.${name}`, name, {importStatement: info.import_statement, definedIn: info.defined_in});
      object.kind = 'class';
      object.bases = (info.bases ?? []).map((b: string) => b.split('.').pop());
      object.signature = {keyword: 'class', params: (info.constructor_params ?? []).map(param), returns: null};
      object.methods = (info.public_methods ?? []).map((m: string) => parseMethod(m));
      object.tracked = {name, kind: 'framework'};
      const shown = info.name_attribute ?? info.name_field;
      if (shown) object.facts.push({label: 'name', code: [JSON.stringify(shown)]});
      if (info.allowed_categories?.length) object.types = {label: '`categories` accepts', values: info.allowed_categories, enumKey: null};
      if (info.dataset) object.facts.push({label: 'Dataset', code: [info.dataset]});
      if (info.vulnerability_class_names) object.facts.push({label: 'Builds vulnerabilities', refs: [...new Set<string>(info.vulnerability_class_names)]});
      if (info.attack_class_names) object.facts.push({label: 'Builds attacks', refs: [...new Set<string>(info.attack_class_names)]});
    }
  }

  // Metrics.
  {
    const m = s.metrics;
    const base = described('metrics.base_class', m.base_class.class_name, {importStatement: m.base_class.import_statement, definedIn: m.base_class.defined_in});
    base.kind = 'class';
    base.bases = (m.base_class.bases ?? []).map((b: string) => b.split('.').pop());
    if (m.base_class.required_test_case_params) base.facts.push({label: 'Test case fields it needs', code: m.base_class.required_test_case_params});
    if (m.EvaluationExample) {
      const e = m.EvaluationExample;
      const object = described('metrics.EvaluationExample', 'EvaluationExample', {importStatement: e.import_statement, definedIn: e.defined_in});
      bind(object, e.also_importable_from);
      object.kind = 'pydantic model';
      object.bases = ['BaseModel'];
      object.fields = {label: 'Fields', items: e.fields.map(param)};
    }
    m.items.forEach((item: Json, index: number) => {
      const from: string[] = item.importable_from ?? [];
      const home = [...from].sort((a, b) => a.split('.').length - b.split('.').length)[0] ?? item.defined_in;
      const object = described(`metrics.items[${index}]`, item.class_name, {definedIn: item.defined_in});
      bind(object, from);
      if (!object.importModule) object.importModule = home;
      object.kind = 'class';
      object.bases = ['BaseRedTeamingMetric'];
      object.signature = {keyword: 'class', params: (item.constructor_params ?? []).map(param), returns: null};
    });
  }

  // Risks.
  {
    const r = s.risks;
    const categories = described('risks.LLMRiskCategories', 'LLMRiskCategories', {importStatement: r.LLMRiskCategories.import_statement});
    categories.kind = 'enum';
    categories.bases = ['Enum'];
    categories.members = {label: 'Members', items: Object.entries<string>(r.LLMRiskCategories.members).map(([name, value]) => ({name, value: JSON.stringify(value)}))};
    const fn = described('risks.getRiskCategory', 'getRiskCategory', {importStatement: r.getRiskCategory.import_statement});
    fn.kind = 'function';
    fn.signature = {keyword: 'def', params: r.getRiskCategory.signature.params.map(param), returns: r.getRiskCategory.signature.returns ?? null};
    const byCategory = new Map<string, string[]>();
    for (const [enumName, category] of Object.entries<string>(r.enum_to_category ?? {})) byCategory.set(category, [...(byCategory.get(category) ?? []), enumName]);
    for (const [category, enums] of byCategory) fn.facts.push({label: `Returns ${JSON.stringify(category)} for`, refs: enums});
  }

  // Other names.
  {
    const o = s.other;
    const error = described('other.ModelRefusalError', 'ModelRefusalError', {importStatement: o.ModelRefusalError.import_statement});
    error.kind = 'class';
    error.signature = {keyword: 'class', params: o.ModelRefusalError.constructor_params.map(param), returns: null};
    const check = described('other.validate_model_callback_signature', 'validate_model_callback_signature', {importStatement: o.validate_model_callback_signature.import_statement});
    check.kind = 'function';
    const signature = o.validate_model_callback_signature.signature;
    check.signature = {keyword: signature.async ? 'async def' : 'def', params: signature.params.map(param), returns: signature.returns ?? null};
  }

  // The 1.0 subsystems: every object with its kind, constructor or fields, methods or signature.
  for (const section of ['code_scanner', 'trace_scanner', 'confident', 'attack_engine']) {
    for (const [key, info] of Object.entries<Json>(s[section]?.objects ?? {})) {
      const name = key.split('.').pop()!;
      const object = described(`${section}.objects.${key}`, name, {importStatement: info.import_statement, definedIn: info.defined_in});
      const kind: string = info.kind;
      object.kind = /pydantic/.test(kind) ? 'pydantic model' : kind === 'Literal alias' ? 'Literal alias' : kind;
      object.bases = (info.bases ?? []).filter((b: string) => b !== 'object');
      if (info.constructor_params) object.signature = {keyword: 'class', params: info.constructor_params.map(param), returns: null};
      if (info.fields) object.fields = {label: 'Fields', items: info.fields.map(fieldParam)};
      if (info.members) object.members = {label: 'Members', items: Object.entries<string>(info.members).map(([n, value]) => ({name: n, value: JSON.stringify(value)}))};
      if (info.values) object.value = `Literal[${info.values.map((v: string) => JSON.stringify(v)).join(', ')}]`;
      if (info.value !== undefined) object.value = typeof info.value === 'string' ? info.value : JSON.stringify(info.value).replace(/","/g, '", "');
      if (info.value_expression) object.value = info.value_expression;
      if (info.value_kind && !object.value) object.facts.push({label: 'Value', text: `built by an expression (${info.value_kind}); the sheet does not record the value`});
      if (info.methods) object.methods = info.methods.map((m: string) => parseMethod(m));
      if (info.signature) {
        const parsed = parseSignature(info.signature);
        object.signature = {keyword: parsed.async ? 'async def' : 'def', params: parsed.params, returns: parsed.returns};
      }
    }
  }

  // The CLI: each command, with its arguments, options and (for `run`) the config keys it reads.
  {
    const cli = s.cli;
    const module = String(cli.entry_point).split(':')[0]!;
    for (const [command, info] of Object.entries<Json>(cli.commands)) {
      const object = obtain(module, String(info.function ?? command), `cli.commands.${command}`);
      object.kind = 'command';
      object.display = `${cli.console_script} ${command}`;
      const args: RawParam[] = (info.arguments ?? []).map((a: Json) => ({
        name: String(a.param ?? a.name).toUpperCase(),
        annotation: a.type ?? null,
        default: a.default ?? null,
        required: a.required ?? a.default == null,
      }));
      const options = (info.options ?? []).map((o: Json) => ({
        flags: [o.short, o.long].filter(Boolean).join(', '),
        type: o.type ?? null,
        default: o.default ?? null,
        overrides: o.overrides ?? null,
      }));
      const usage =
        info.usage ??
        [cli.console_script, command, ...args.map((a) => (a.required ? a.name : `[${a.name}]`)), ...(options.length ? ['[OPTIONS]'] : [])].join(' ');
      object.command = {usage, arguments: args, options, configKeys: command === 'run' ? configKeysOf(cli) : []};
    }
    const global = obtain(module, 'app', 'cli.global_options');
    global.kind = 'command';
    global.display = cli.console_script;
    global.command = {
      usage: `${cli.console_script} COMMAND [OPTIONS]`,
      arguments: [],
      options: (cli.global_options ?? []).map((o: Json) => ({flags: o.long ?? o.flag, type: o.type === 'flag' || o.is_flag ? 'flag' : o.type ?? null, default: null, overrides: null})),
      configKeys: [],
    };
    global.facts.push({label: 'Entry point', code: [cli.entry_point]});
    global.facts.push({label: 'Commands', code: Object.keys(cli.commands).map((c) => `${cli.console_script} ${c}`)});
    if (cli.stored_config_file) global.facts.push({label: 'Stored settings', code: [String(cli.stored_config_file).split(' ')[0]!]});
  }

  // Every name a package binds, in the sheet's order: the ones described above gain their bindings here.
  for (const [pkg, names] of Object.entries(exportsOf)) {
    for (const name of Object.keys(names)) {
      if (isPrivate(name)) continue;
      obtain(pkg, name, `top_level_exports.${pkg}`);
    }
  }

  // Names the sheet only lists as exported: a package's own __init__ functions and attributes.
  for (const [pkg, info] of Object.entries<Json>(sheet.top_level_exports)) {
    for (const name of info.also_defined_functions ?? []) {
      const object = byKey.get(`${exportsOf[pkg]![name]}:${name}`);
      if (object && object.kind === 'name') object.kind = 'function';
    }
  }
  for (const object of byKey.values()) if (object.kind === 'name' && /^__\w+__$/.test(object.name)) object.kind = 'module attribute';

  // Companions: the names a class's own package exports beside it (its enum, its template).
  const mains = [...byKey.values()].filter((o) => o.tracked && ['vulnerability', 'single_turn_attack', 'multi_turn_attack'].includes(o.tracked.kind));
  for (const object of byKey.values()) {
    if (object.companionOf || mains.includes(object)) continue;
    const home = canonicalModule(object);
    const owner = mains.find((main) => main.definingModule.startsWith(`${home}.`) && main.definingModule.split('.').length === home.split('.').length + 1);
    if (owner) object.companionOf = owner.key;
  }

  const objects = [...byKey.values()].filter((o) => !isPrivate(o.name)).sort((a, b) => a.order - b.order);
  const idOf = (key: string) => {
    const object = byKey.get(key);
    if (!object) throw new Error(`api-reference: unknown key ${key}`);
    return object.fixedId ?? `${canonicalModule(object)}.${object.name}`;
  };
  return {version: String(s.version), objects, idOf, byKey};
}

/** The module of an object's entry id: its import line's, else the shortest package that binds it. */
export function canonicalModule(object: RawObject): string {
  if (object.importModule) return object.importModule;
  const packages = [...object.bindings].filter((m) => m !== object.definingModule);
  const candidates = packages.length ? packages : [object.definingModule];
  return candidates.sort((a, b) => a.split('.').length - b.split('.').length || a.localeCompare(b))[0]!;
}

/** The config keys `deepteam run` reads with their defaults: structured in 1.0, nested in 0.2.8. */
function configKeysOf(cli: Json): {path: string; default: string | null}[] {
  const unique = (keys: {path: string; default: string | null}[]) => keys.filter((key, index) => keys.findIndex((k) => k.path === key.path) === index);
  if (Array.isArray(cli.yaml_keys_read)) {
    return unique(cli.yaml_keys_read.map((k: Json) => ({path: String(k.path), default: k.default ?? null})));
  }
  const keys: {path: string; default: string | null}[] = [];
  const y = cli.yaml_keys ?? {};
  for (const [section, info] of Object.entries<Json>(y)) {
    if (!info || typeof info !== 'object') continue;
    if (info.keys && typeof info.keys === 'object' && !('default' in info)) {
      keys.push({path: section, default: null});
      for (const key of Object.keys(info.keys)) keys.push({path: `${section === 'attacks' ? '<attack entry>' : section.endsWith('vulnerabilities') ? '<vulnerability entry>' : section}.${key}`, default: null});
      continue;
    }
    keys.push({path: section, default: null});
    for (const [key, value] of Object.entries<Json>(info)) {
      if (!value || typeof value !== 'object' || Array.isArray(value)) continue;
      if ('default' in value) keys.push({path: `${section}.${key}`, default: value.default === null ? 'None' : typeof value.default === 'string' && !/^"/.test(value.default) ? JSON.stringify(value.default) : String(value.default)});
      else if (value.keys) for (const sub of Object.keys(value.keys)) keys.push({path: `${section}.${key}.${sub}`, default: null});
      else keys.push({path: `${section}.${key}`, default: null});
    }
  }
  return unique(keys);
}

export {splitTopLevel};
