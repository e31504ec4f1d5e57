// Job guides (src/data/guides.ts) have the guide shape; the checks catch planted errors.
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {loadPages, parsePage} from '../support/content';
import {guideShapeProblems} from '../support/guides';
import {ROOT} from '../support/site';
import {GUIDES, jobGuides} from '../../src/data/guides';
import {NEWEST_VERSION} from '../../src/data/versions';

const guides = loadPages(NEWEST_VERSION).filter((page) => page.section === 'guides');

test('every job guide that exists has the guide shape', () => {
  const ids = new Set(jobGuides().map((g) => g.id));
  const written = guides.filter((page) => ids.has(page.frontMatter.id ?? ''));
  expect(written.flatMap((page) => guideShapeProblems(page).map((p) => `${page.file}: ${p}`))).toEqual([]);
});

test('every guide page of the current release is listed in src/data/guides.ts', () => {
  const listed = new Set(GUIDES.map((g) => g.id));
  expect(guides.map((page) => page.frontMatter.id).filter((id) => !listed.has(id ?? ''))).toEqual([]);
  for (const guide of GUIDES.filter((g) => g.group === 'Customising')) {
    expect(fs.existsSync(path.join(ROOT, 'guides', `${guide.id}.mdx`)), guide.id).toBe(true);
  }
});

test('the guide shape check catches planted errors', () => {
  const good = [
    '---', 'id: guide-x', 'title: X', 'search_phrases:', '  - x', '---',
    'This guide is for a developer who runs a support bot on a hosted model and wants to know how it holds up. At the end you will have a small project that red-teams it, a report you can read, and a way to rerun it after every change to the prompt or model, with the cost of each run known in advance.',
    '## Before you start', '<InstallCommand />',
    '## Write the callback', '```python title="callback.py"', 'from deepteam.vulnerabilities import Bias', 'x = Bias()', '```',
    '## What the run costs', '<RunCost plan="vuln=Bias:race" />',
    '## Reading the results', 'See [a](/docs/a), [b](/docs/b) and [c](/docs/c).',
    '## Troubleshooting', 'Nothing.', '## Next steps', 'More.',
  ].join('\n');
  const page = (source: string) => parsePage('guides/guide-x.mdx', source, {version: '1.0', section: 'guides'});
  expect(guideShapeProblems(page(good))).toEqual([]);
  expect(guideShapeProblems(page(good.replace('## Troubleshooting\nNothing.\n', '')))).toEqual([expect.stringMatching(/the last sections are/)]);
  expect(guideShapeProblems(page(good.replace('<RunCost plan="vuln=Bias:race" />', '<RunCost plan="vuln=Bias:race&attack=Roleplay" />')))).toEqual([
    'RunCost plans Roleplay, which no sample of the guide uses',
  ]);
  expect(guideShapeProblems(page(good.replace('<InstallCommand />', '')))).toEqual(['no pinned install line']);
  expect(guideShapeProblems(page(good.replace(' and [c](/docs/c)', '')))).toEqual(['links to 2 docs pages (at least 3)']);
  expect(guideShapeProblems(page(good.replace('search_phrases:\n  - x\n', '')))).toEqual(['no search_phrases in the front matter']);
  expect(guideShapeProblems(page(good.replace('title="callback.py"', '')))).toEqual(['no titled Python file']);
  // A heading inside a code block (a Markdown report shown as output) is not a section of the guide.
  const report = ['```text title="report.md"', '## Results', '| a | b |', '```'].join('\n');
  expect(guideShapeProblems(page(good.replace('## Troubleshooting', `${report}\n## Troubleshooting`)))).toEqual([]);
  expect(guideShapeProblems(page(good.replace('## Troubleshooting', '## Results\n## Troubleshooting')))).toEqual([expect.stringMatching(/the last sections are/)]);
});
