// The releases the docs cover: one module (src/data/versions.ts) drives the docs plugins' versions,
// the link rewriting between versions and the catalogue of each release.
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {DEFAULT_VERSION, NEWEST_VERSION, TOOLKIT_VERSIONS, VERSIONS, installCommand, toolkitVersionOf} from '../../src/data/versions';
import {NEWEST_IS_PREVIEW, docsVersionOptions, versionPath, versionedLinkOptions} from '../../src/config/docsVersions';
import {rewriteLink} from '../../src/plugins/remark-versioned-links';
import {getVulnerability, vulnerabilitiesOf} from '../../src/data/vulnerabilities';
import {attacksOf, getAttack} from '../../src/data/attacks';
import {owaspTop10Framework, owaspTypesFor} from '../../src/data/frameworks';
import {releaseFacts} from '../../src/data/toolkit';
import {ROOT} from '../support/site';
import {loadSheet} from '../support/python-api';

test('every release has its content folders, its docs version and its facts sheet', () => {
  const docsVersions = JSON.parse(fs.readFileSync(path.join(ROOT, 'versions.json'), 'utf8')) as string[];
  const guidesVersions = JSON.parse(fs.readFileSync(path.join(ROOT, 'guides_versions.json'), 'utf8')) as string[];
  for (const version of TOOLKIT_VERSIONS) {
    const info = VERSIONS[version];
    expect(fs.existsSync(path.join(ROOT, info.contentDirs.docs)), info.contentDirs.docs).toBe(true);
    expect(fs.existsSync(path.join(ROOT, info.contentDirs.guides)), info.contentDirs.guides).toBe(true);
    expect(loadSheet(version).version, version).toBe(info.release);
    expect(toolkitVersionOf(info.docsVersion)).toBe(version);
    if (info.docsVersion !== 'current') {
      expect(docsVersions).toContain(info.docsVersion);
      expect(guidesVersions).toContain(info.docsVersion);
    }
  }
  expect(VERSIONS[NEWEST_VERSION].docsVersion).toBe('current');
  expect(toolkitVersionOf('no-such-version')).toBe(DEFAULT_VERSION);
  expect(installCommand('0.2.8')).toBe('pip install deepteam==0.2.8');
  // 1.0.7 floats on deepeval (>=3.6.2), so its line names one; 0.2.8 pins deepeval 3.6.2 itself.
  expect(installCommand('1.0')).toBe('pip install deepteam==1.0.7 deepeval==3.7.4');
  expect(installCommand('1.0', 'newer', ['anthropic==0.69.0'])).toBe('pip install deepteam==1.0.7 deepeval==4.1.6 anthropic==0.69.0');
  expect(installCommand('1.0', 'recommended', ['fastapi>=0.115,<0.116'])).toBe('pip install deepteam==1.0.7 deepeval==3.7.4 "fastapi>=0.115,<0.116"');
  expect(installCommand('1.0', 'recommended', [], ['codex'])).toBe('pip install "deepteam[codex]==1.0.7" deepeval==3.7.4');
  expect(installCommand('1.0', 'recommended', [], ['codex', 'cursor'])).toBe('pip install "deepteam[codex,cursor]==1.0.7" deepeval==3.7.4');
});

test('the default release is served without a version segment, the others under their own', () => {
  const options = docsVersionOptions();
  expect(options.lastVersion).toBe(VERSIONS[DEFAULT_VERSION].docsVersion);
  expect(options.versions[VERSIONS[DEFAULT_VERSION].docsVersion]!.path).toBe('');
  for (const version of TOOLKIT_VERSIONS.filter((v) => v !== DEFAULT_VERSION)) {
    expect(versionPath(version)).not.toBe('');
  }
  // A preview is labelled as one and kept out of search engines.
  const newest = options.versions.current!;
  expect(newest.label.includes('preview')).toBe(NEWEST_IS_PREVIEW);
  expect(newest.noIndex).toBe(NEWEST_IS_PREVIEW);
});

test('links between pages stay inside the page’s release', () => {
  const prefixes = {docs: '/docs/0.2.8', guides: '/guides/0.2.8'};
  expect(rewriteLink('/docs/red-teaming-vulnerabilities-bias', prefixes)).toBe('/docs/0.2.8/red-teaming-vulnerabilities-bias');
  expect(rewriteLink('/docs/getting-started#install', prefixes)).toBe('/docs/0.2.8/getting-started#install');
  expect(rewriteLink('/guides/guide-custom-attacks?x=1', prefixes)).toBe('/guides/0.2.8/guide-custom-attacks?x=1');
  expect(rewriteLink('/docs', prefixes)).toBe('/docs/0.2.8');
  // Other links are left alone: the blog, other sites, relative links, look-alike paths.
  for (const url of ['/blog/x', 'https://example.com/docs/x', './x.mdx', '#types', '/docsearch', '/documents/x']) {
    expect(rewriteLink(url, prefixes), url).toBe(url);
  }
  // The default release's pages keep their links as written.
  expect(rewriteLink('/docs/x', {docs: '/docs', guides: '/guides'})).toBe('/docs/x');
  const byDir = versionedLinkOptions('/site');
  expect(byDir).toHaveLength(TOOLKIT_VERSIONS.length);
  expect(byDir.find((v) => v.dirs.includes('/site/versioned_docs/version-0.2.8/'))?.docs).toBe(`/docs${versionPath('0.2.8') ? `/${versionPath('0.2.8')}` : ''}`);
});

test('each release’s catalogue has exactly the classes of its facts sheet that have copy', () => {
  for (const version of TOOLKIT_VERSIONS) {
    const facts = releaseFacts(version);
    for (const entry of vulnerabilitiesOf(version)) {
      expect(facts.vulnerabilities[entry.className], `${version} ${entry.className}`).toBeDefined();
      expect(entry.version).toBe(version);
      expect(entry.parameters).toEqual(facts.vulnerabilities[entry.className]!.params);
    }
    for (const entry of attacksOf(version)) {
      expect(facts.attacks[entry.className], `${version} ${entry.className}`).toBeDefined();
      expect(Object.keys(entry.parameterDocs)).toEqual(entry.parameters.map((p) => p.name));
      for (const [name, text] of Object.entries(entry.parameterDocs)) expect(text, `${version} ${entry.className}.${name}`).not.toBe('');
    }
  }
  // The same id reads each release's own facts.
  expect(getVulnerability('bias', '0.2.8').parameters.map((p) => p.name)).not.toContain('attack_engine');
  expect(getVulnerability('bias', '1.0').parameters.map((p) => p.name)).toContain('attack_engine');
  expect(getAttack('context-poisoning', '0.2.8').defaultWeight).toBe(3);
  expect(getAttack('context-poisoning', '1.0').defaultWeight).toBe(1);
  expect(getAttack('multilingual', '1.0').parameterDocs.language).toMatch(/language/);
  expect(getAttack('multilingual', '0.2.8').parameterDocs).not.toHaveProperty('language');
});

test('availability comes with the newest release only, from availability.json', () => {
  expect(getVulnerability('bias', '0.2.8').availability).toBeNull();
  const bias = getVulnerability('bias', '1.0').availability!;
  expect(bias.since).toBeNull();
  expect(bias.changes.map((c) => c.kinds)).toContainEqual(['parameters added']);
  const poisoning = getAttack('context-poisoning', '1.0').availability!;
  expect(poisoning.changes).toContainEqual({version: '1.0.5', kinds: ['defaults changed'], params: ['weight', 'max_retries']});
  const facts = releaseFacts('1.0');
  expect(facts.vulnerabilities.Hallucination!.availability!.since).toBe('1.0.7');
  expect(facts.vulnerabilities.IndirectInstruction!.availability!.since).toBe('1.0.5');
});

test('the OWASP framework is one flat list in 0.2.8 and ten risk categories in 1.0', () => {
  expect(owaspTop10Framework('0.2.8').categories).toEqual([]);
  const categories = owaspTop10Framework('1.0').categories;
  expect(categories.map((c) => c.name)).toEqual(['LLM_01', 'LLM_02', 'LLM_03', 'LLM_04', 'LLM_05', 'LLM_06', 'LLM_07', 'LLM_08', 'LLM_09', 'LLM_10']);
  expect(owaspTop10Framework('1.0').name).toBe('OWASP Top 10 for LLMs 2025');
  expect(owaspTop10Framework('0.2.8').name).toBe('OWASP');
  // A class in several categories runs the union of their types.
  expect(owaspTypesFor('PromptLeakage', '1.0')!.length).toBeGreaterThan(owaspTop10Framework('1.0').categories[0]!.vulnerabilities.find((v) => v.className === 'PromptLeakage')!.types!.length);
});

test('every parameter of every vulnerability in every release has a description', () => {
  const {parameterDocsFor} = require('../../src/data/parameters') as typeof import('../../src/data/parameters');
  const problems: string[] = [];
  for (const version of TOOLKIT_VERSIONS) {
    for (const entry of vulnerabilitiesOf(version)) {
      const docs = parameterDocsFor(entry.className, version);
      for (const parameter of entry.parameters) if (!docs[parameter.name]) problems.push(`${version} ${entry.className}.${parameter.name}`);
    }
  }
  expect(problems).toEqual([]);
  expect(parameterDocsFor('CustomVulnerability', '1.0').evaluation_model).toMatch(/replaces this one/);
  expect(parameterDocsFor('CustomVulnerability', '0.2.8').evaluation_model).toMatch(/does not reach it/);
});

test('every attack of every release has a call count that is a range and names its source', () => {
  const problems: string[] = [];
  for (const version of TOOLKIT_VERSIONS) {
    for (const attack of attacksOf(version)) {
      for (const part of ['simulator', 'target', 'judge'] as const) {
        const {min, max} = attack.cost[part];
        if (!(Number.isInteger(min) && Number.isInteger(max) && min >= 0 && min <= max)) problems.push(`${version} ${attack.className}.${part}: ${min}-${max}`);
      }
      if (!/^deepteam\/\S+\.py:\d+/.test(attack.cost.source)) problems.push(`${version} ${attack.className}: source "${attack.cost.source}"`);
      if (!attack.cost.formula) problems.push(`${version} ${attack.className}: no formula`);
    }
  }
  expect(problems).toEqual([]);
  // 1.0 has the simulator write PromptInjection's rewrite; 0.2.8 used a template.
  expect(getAttack('prompt-injection', '0.2.8').cost.simulator.max).toBe(0);
  expect(getAttack('prompt-injection', '1.0').cost.simulator).toEqual({min: 3, max: 9});
});
