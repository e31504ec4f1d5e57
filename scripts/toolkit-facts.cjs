#!/usr/bin/env node
// Generates src/data/generated/toolkit-<version>.ts, one file per documented toolkit release, from the
// DeepTeam facts sheets in tests/fixtures/toolkit-api/ (copies of the shared sheets), plus each class's
// availability across releases (availability.json) for the newest one.
// `node scripts/toolkit-facts.cjs --from ../shared/toolkit-api` refreshes the copies first.
// tests/unit/catalogue.test.ts fails when a generated file is out of date, or when VERSIONS below and
// src/data/versions.ts disagree.
'use strict';

const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');
const FIXTURE_DIR = path.join(ROOT, 'tests', 'fixtures', 'toolkit-api');
/** The releases (key -> sheet), as in src/data/versions.ts. */
const VERSIONS = {'0.2.8': 'deepteam-0.2.8.json', '1.0': 'deepteam-1.0.7.json'};
const PAGE_MAP = 'page-map.json';
const AVAILABILITY = 'availability.json';
const FILES = [...Object.values(VERSIONS), PAGE_MAP, AVAILABILITY];
const OUTPUT_DIR = path.join(ROOT, 'src', 'data', 'generated');
/**
 * Two files per release: the catalogue facts every catalogue page needs, and the frameworks, which only
 * the framework tables read (so their bytes ship with those pages alone).
 */
const KINDS = ['toolkit', 'frameworks'];
const outputOf = (version, kind = 'toolkit') => path.join(OUTPUT_DIR, `${kind}-${version}.ts`);

function load(dir, version) {
  const read = (file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  return {
    sheet: read(VERSIONS[version]),
    // page-map.json maps the 0.2.8 pages; a class keeps its page in later versions.
    pageMap: read(PAGE_MAP),
    availability: version === '0.2.8' ? null : read(AVAILABILITY),
  };
}

/**
 * What a reader of the newest docs should know about when a class arrived or changed, from
 * availability.json: the first release (null when it was already in 0.2.8) and each later change, by kind.
 * A change at a ref whose version repeats an earlier one (main after 1.0.7) is labelled as unreleased.
 */
function availabilityOf(availability) {
  if (!availability) return null;
  const released = new Map(availability.refs.map((ref) => [ref.ref, ref.version]));
  const seen = new Set();
  const label = new Map();
  for (const ref of availability.refs) {
    label.set(ref.ref, seen.has(ref.version) ? `${ref.version}+ (unreleased ${ref.ref})` : ref.version);
    seen.add(ref.version);
  }
  const KINDS = {
    params_added: 'parameters added',
    params_removed: 'parameters removed',
    defaults_changed: 'defaults changed',
    annotations_changed: 'parameter types changed',
    types_added: 'types changed',
    types_removed: 'types changed',
    categories_added: 'categories changed',
    categories_removed: 'categories changed',
    import_moved: 'import moved',
    defined_in_moved: 'module moved',
  };
  const result = {};
  for (const entry of availability.classes) {
    if (!['vulnerability', 'single_turn_attack', 'multi_turn_attack', 'guard', 'framework'].includes(entry.kind)) continue;
    const changes = (entry.changed_in ?? []).map((change) => ({
      version: label.get(change.ref) ?? change.version,
      kinds: [...new Set(Object.keys(change).map((key) => KINDS[key]).filter(Boolean))],
      params: [
        ...(change.params_added ?? []).map((p) => p.name),
        ...(change.defaults_changed ?? []).map((p) => p.param),
      ],
    })).filter((change) => change.kinds.length > 0);
    result[entry.name] = {
      since: entry.present_in_first_ref ? null : label.get(entry.first_ref) ?? entry.first_version,
      changes,
    };
    void released;
  }
  return result;
}

/**
 * Pages page-map.json (which maps the 0.2.8 pages) does not know: the classes new in 1.0, and the
 * framework classes, each documented on a page of its own.
 */
const EXTRA_PAGES = {
  ...Object.fromEntries(
    [
      ['IndirectInstruction', 'indirect-instruction'],
      ['ToolOrchestrationAbuse', 'tool-orchestration-abuse'],
      ['AgentIdentityAbuse', 'agent-identity-abuse'],
      ['ToolMetadataPoisoning', 'tool-metadata-poisoning'],
      ['UnexpectedCodeExecution', 'unexpected-code-execution'],
      ['InsecureInterAgentCommunication', 'inter-agent-communication-compromise'],
      ['AutonomousAgentDrift', 'autonomous-agent-drift'],
      ['CrossContextRetrieval', 'cross-context-retrieval'],
      ['SystemReconnaissance', 'system-reconnaissance'],
      ['ExploitToolAgent', 'exploit-tool-agent'],
      ['ExternalSystemAbuse', 'external-system-abuse'],
      ['Hallucination', 'hallucination'],
    ].map(([name, slug]) => [name, `red-teaming-vulnerabilities-${slug}`]),
  ),
  ...Object.fromEntries(
    [
      ['AdversarialPoetry', 'adversarial-poetry'],
      ['CharacterStream', 'character-stream'],
      ['ContextFlooding', 'context-flooding'],
      ['EmbeddedInstructionJSON', 'embedded-instruction-json'],
      ['SyntheticContextInjection', 'synthetic-context-injection'],
      ['AuthorityEscalation', 'authority-escalation'],
      ['EmotionalManipulation', 'emotional-manipulation'],
    ].map(([name, slug]) => [name, `red-teaming-adversarial-attacks-${slug}`]),
  ),
  OWASPTop10: 'red-teaming-owasp-top-10-for-llms',
  OWASP_ASI_2026: 'red-teaming-owasp-top-10-for-agentic-applications',
  NIST: 'red-teaming-nist-ai-rmf',
  MITRE: 'red-teaming-mitre-atlas',
  EUAIAct: 'red-teaming-eu-ai-act',
  Aegis: 'red-teaming-aegis',
  BeaverTails: 'red-teaming-beavertails',
};

/** The framework classes in the order the site lists them: risk-category frameworks, then dataset ones. */
const FRAMEWORK_ORDER = ['OWASPTop10', 'OWASP_ASI_2026', 'NIST', 'MITRE', 'EUAIAct', 'Aegis', 'BeaverTails'];

/** Class name -> docs page id, for pages that document exactly one class. */
function pagesByClass(pageMap) {
  const pages = {...EXTRA_PAGES};
  for (const [id, page] of Object.entries(pageMap.docs)) {
    const classes = page.classes ?? [];
    if (['vulnerability', 'attack', 'guard'].includes(page.kind) && classes.length === 1) {
      pages[classes[0].name] = id;
    }
  }
  return pages;
}

function params(list) {
  return (list ?? []).map(({name, annotation, default: def, required}) => ({
    name,
    annotation,
    default: def,
    required,
  }));
}

function metricOf(item) {
  if (!item.metric) return null;
  if (item.metric.per_type) {
    return Object.fromEntries(Object.entries(item.metric.per_type).map(([type, m]) => [type, m.metric_class]));
  }
  return item.metric.metric_class;
}

function build({sheet, pageMap, availability}) {
  const pages = pagesByClass(pageMap);
  const available = availabilityOf(availability);
  const since = (className) => (available ? available[className] ?? null : null);
  const vulnerabilities = {};
  for (const item of sheet.vulnerabilities.items) {
    const types = Array.isArray(item.types?.values) ? item.types.values : [];
    vulnerabilities[item.class_name] = {
      className: item.class_name,
      importStatement: item.import_statement,
      getName: item.get_name_returns,
      custom: item.custom,
      agentic: item.agentic,
      riskCategory: item.risk_category,
      types,
      typesEnum: item.types?.enum_class ?? null,
      typesEnumImport: item.types?.enum_import ?? null,
      // How `types` behaves when left out, and any class-specific validation rule (null: the shared rule).
      typesDefault: item.types?.default ?? null,
      typesValidation: item.types?.validation ?? null,
      metric: metricOf(item),
      params: params(item.constructor_params),
      inCli: item.available_in_cli,
      inOwaspTop10: item.used_by_OWASPTop10,
      // 1.0: the class attribute `category` (a second taxonomy beside getRiskCategory()).
      category: item.category_attribute ?? null,
      frameworks: item.used_by_frameworks ? Object.keys(item.used_by_frameworks).filter((f) => item.used_by_frameworks[f]) : [],
      availability: since(item.class_name),
      pageId: pages[item.class_name] ?? null,
    };
  }
  const attacks = {};
  for (const [turns, list] of [['single', sheet.attacks.single_turn], ['multi', sheet.attacks.multi_turn]]) {
    for (const item of list) {
      attacks[item.class_name] = {
        className: item.class_name,
        importStatement: item.import_statement,
        getName: item.get_name_returns,
        turns,
        params: params(item.constructor_params),
        inCli: item.available_in_cli,
        inOwaspTop10: item.used_by_OWASPTop10,
        exploitability: item.exploitability ?? null,
        frameworks: item.used_by_frameworks ? Object.keys(item.used_by_frameworks).filter((f) => item.used_by_frameworks[f]) : [],
        availability: since(item.class_name),
        pageId: pages[item.class_name] ?? null,
      };
    }
  }
  const guards = {};
  for (const item of sheet.guards.items) {
    guards[item.class_name] = {
      className: item.class_name,
      importStatement: item.import_statement,
      displayName: item.__name__property,
      initialGuardType: item.initial_guard_type ?? null,
      params: params(item.constructor_params),
      availability: since(item.class_name),
      pageId: pages[item.class_name] ?? null,
    };
  }
  const entry = (v) => ({className: v.class_name, types: v.arguments.types ?? null, name: v.arguments.name ?? null});
  const attackEntry = (a) => ({className: a.class_name, arguments: a.arguments});
  // 0.2.8 builds one flat list; 1.0 builds a framework from risk categories (one sub-run each), or
  // (Aegis, BeaverTails) from a dataset, with no vulnerability or attack objects at all.
  const framework = (className) => {
    const item = sheet.frameworks[className];
    const categories = (item.risk_categories ?? []).map((c) => ({
      name: c.name,
      displayName: c.display_name ?? c.name,
      vulnerabilities: c.vulnerabilities.map(entry),
      attacks: c.attacks.map(attackEntry),
    }));
    return {
      className,
      importStatement: item.import_statement,
      name: item.name_attribute ?? item.name_field,
      params: params(item.constructor_params),
      dataset: item.dataset ?? null,
      allowedCategories: item.allowed_categories ?? [],
      vulnerabilities: item.vulnerabilities ? item.vulnerabilities.map(entry) : categories.flatMap((c) => c.vulnerabilities),
      attacks: item.attacks ? item.attacks.map(attackEntry) : categories.flatMap((c) => c.attacks),
      categories,
      availability: since(className),
      pageId: pages[className] ?? null,
    };
  };
  const frameworks = Object.fromEntries(
    FRAMEWORK_ORDER.filter((name) => sheet.frameworks[name]?.import_statement).map((name) => [name, framework(name)]),
  );
  return {
    version: sheet.version,
    vulnerabilities,
    attacks,
    guards,
    frameworks,
    riskCategories: Object.values(sheet.risks.LLMRiskCategories.members),
  };
}

function render(version, kind = 'toolkit', dir = FIXTURE_DIR) {
  const {frameworks, ...facts} = build(load(dir, version));
  const [name, value] = kind === 'frameworks' ? ['FRAMEWORK_FACTS', frameworks] : ['TOOLKIT_FACTS', facts];
  return [
    '// Generated by scripts/toolkit-facts.cjs from the DeepTeam facts sheet; do not edit by hand.',
    `// Source: tests/fixtures/toolkit-api/${VERSIONS[version]} (DeepTeam ${facts.version}).`,
    '',
    `export const ${name} = ${JSON.stringify(value, null, 2)} as const;`,
    '',
  ].join('\n');
}

module.exports = {render, outputOf, KINDS, VERSIONS, FIXTURE_DIR};

if (require.main === module) {
  const fromIndex = process.argv.indexOf('--from');
  if (fromIndex > -1) {
    const from = path.resolve(process.argv[fromIndex + 1]);
    for (const file of FILES) fs.copyFileSync(path.join(from, file), path.join(FIXTURE_DIR, file));
  }
  fs.mkdirSync(OUTPUT_DIR, {recursive: true});
  for (const version of Object.keys(VERSIONS)) {
    for (const kind of KINDS) {
      fs.writeFileSync(outputOf(version, kind), render(version, kind));
      console.log(`wrote ${path.relative(ROOT, outputOf(version, kind))}`);
    }
  }
}
