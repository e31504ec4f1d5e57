import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {AGENTIC_VULNERABILITY_PAGES, AGENTIC_VULNERABILITY_PAGE_IDS} from '../../src/data/agentic';
import {PAGE_SHAPES} from '../../src/data/pageShapes';
import {manifest, ROOT} from '../support/site';
import {loadPages, type Page} from '../support/content';
import {category, headings, sidebarDocIds, docsSidebarOf} from '../support/shapes';
import {TOOLKIT_VERSIONS, type ToolkitVersion} from '../../src/data/versions';

const pageMap = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests', 'fixtures', 'toolkit-api', 'page-map.json'), 'utf8')) as {
  docs: Record<string, {group?: string; no_dedicated_class?: boolean; classes?: unknown[]}>;
};
function shapeProblems(page: Pick<Page, 'body'>, kind: 'class' | 'concept'): string[] {
  const expected = kind === 'class' ? PAGE_SHAPES.vulnerability : PAGE_SHAPES.concept;
  const h2 = headings(page, 2);
  return JSON.stringify(h2) === JSON.stringify(expected) ? [] : [`H2s are ${JSON.stringify(h2)}, expected ${JSON.stringify(expected)}`];
}

test('the agentic list names every agentic vulnerability page of the manifest once, in label order', () => {
  const inManifest = manifest.docs.pages.filter((p) => p.id.startsWith('red-teaming-agentic-vulnerabilities-'));
  expect(new Set(AGENTIC_VULNERABILITY_PAGE_IDS).size).toBe(AGENTIC_VULNERABILITY_PAGE_IDS.length);
  expect([...AGENTIC_VULNERABILITY_PAGE_IDS].sort()).toEqual(inManifest.map((p) => p.id).sort());
  const labels = AGENTIC_VULNERABILITY_PAGE_IDS.map((id) => inManifest.find((p) => p.id === id)!.label);
  expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b)));
});

test('agentic pages are class pages exactly when the toolkit has a class for them', () => {
  for (const page of AGENTIC_VULNERABILITY_PAGES) {
    const entry = pageMap.docs[page.id];
    expect(entry, page.id).toBeDefined();
    expect(page.kind, page.id).toBe(entry!.no_dedicated_class ? 'concept' : 'class');
    if (page.kind === 'class') expect(entry!.classes ?? [], page.id).toHaveLength(1);
  }
});

/** One release's agentic pages and sidebar (the page kinds are the same in both releases). */
const RELEASE_TESTS = (version: ToolkitVersion) => {
  const pageById = new Map(
    loadPages(version)
      .filter((p) => p.section === 'docs')
      .map((p) => [p.frontMatter.id!, p]),
  );
  const sidebar = docsSidebarOf(version);

  test('every agentic vulnerability page is in Agentic › Vulnerabilities, in list order', () => {
    const agentic = category(sidebar, 'Agentic');
    expect(agentic, 'an Agentic category in the md sidebar').toBeDefined();
    const vulnerabilities = category(agentic!.items, 'Vulnerabilities');
    expect(vulnerabilities, 'a Vulnerabilities sub-category under Agentic').toBeDefined();
    const written = AGENTIC_VULNERABILITY_PAGE_IDS.filter((id) => pageById.has(id));
    expect(written, 'every agentic vulnerability page is written').toEqual([...AGENTIC_VULNERABILITY_PAGE_IDS]);
    expect(sidebarDocIds(vulnerabilities!.items)).toEqual(written);
    // Agentic sits after the vulnerabilities and attacks and before Frameworks.
    const labels = sidebar.map((item) => (item as {label?: string}).label);
    expect(labels.indexOf('Agentic')).toBe(labels.indexOf('Adversarial Attacks') + 1);
    expect(labels.indexOf('Frameworks')).toBe(labels.indexOf('Agentic') + 1);
    // No agentic page is listed twice in the sidebar.
    const all = sidebarDocIds(sidebar);
    for (const id of written) expect(all.filter((x) => x === id), id).toHaveLength(1);
  });

  for (const entry of AGENTIC_VULNERABILITY_PAGES.filter((p) => pageById.has(p.id))) {
    test(`${entry.id} follows the ${entry.kind === 'class' ? 'vulnerability' : 'concept'} shape`, () => {
      expect(shapeProblems(pageById.get(entry.id)!, entry.kind)).toEqual([]);
    });
  }
};

for (const version of TOOLKIT_VERSIONS) {
  test.describe(`DeepTeam ${version}`, () => RELEASE_TESTS(version));
}

test('the agentic shape check catches planted errors', () => {
  const concept = PAGE_SHAPES.concept.map((h) => `## ${h}\n\nText.`).join('\n\n');
  expect(shapeProblems({body: concept}, 'concept')).toEqual([]);
  expect(shapeProblems({body: concept}, 'class')).toHaveLength(1);
  expect(shapeProblems({body: concept.replace('## Mitigations', '## Mitigation')}, 'concept')).toHaveLength(1);
});
