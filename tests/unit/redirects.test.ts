// The redirect list (src/config/redirects.ts) before any build: every alias lands on a page that exists in
// the newest release, and no alias shadows a page of its own. tests/build/links.test.ts checks the built
// redirect files.
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {ROOT} from '../support/site';
import {DOC_ALIASES, FRAMEWORK_ALIASES, GUIDE_ALIASES, docsRedirects} from '../../src/config/redirects';
import {versionBase} from '../../src/config/docsVersions';
import {NEWEST_VERSION} from '../../src/data/versions';

const docExists = (id: string) => ['mdx', 'md'].some((ext) => fs.existsSync(path.join(ROOT, 'docs', `${id}.${ext}`)));

function aliasProblems(section: 'docs' | 'guides', aliases: Readonly<Record<string, string>>): string[] {
  return Object.entries(aliases).flatMap(([alias, id]) => [
    ...(docExists(id) ? [] : [`/${section}/${alias}: target docs/${id} does not exist`]),
    ...(['mdx', 'md'].some((ext) => fs.existsSync(path.join(ROOT, section, `${alias}.${ext}`))) ? [`/${section}/${alias}: a page of that name exists`] : []),
  ]);
}

test('the toolkit site’s guide-cli-yaml slug redirects to the YAML and CLI page of the newest release', () => {
  expect(docsRedirects()).toContainEqual({from: '/guides/guide-cli-yaml', to: `${versionBase(NEWEST_VERSION)}/red-teaming-yaml-cli`});
});

test('every alias points at a docs page that exists and shadows no page', () => {
  expect([...aliasProblems('docs', {...DOC_ALIASES, ...FRAMEWORK_ALIASES}), ...aliasProblems('guides', GUIDE_ALIASES)]).toEqual([]);
  const froms = docsRedirects().map((r) => r.from);
  expect(new Set(froms).size).toBe(froms.length);
});

test('the alias check catches a missing target and a shadowed page', () => {
  expect(aliasProblems('guides', {'guide-cli-yaml': 'no-such-page'})).toEqual(['/guides/guide-cli-yaml: target docs/no-such-page does not exist']);
  expect(aliasProblems('guides', {'guide-custom-attacks': 'red-teaming-yaml-cli'})).toEqual(['/guides/guide-custom-attacks: a page of that name exists']);
});
