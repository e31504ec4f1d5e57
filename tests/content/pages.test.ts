import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {manifest, ROOT} from '../support/site';
import {HIGHLIGHTED_LANGUAGES} from '../../src/theme/CodeBlock/Content/languages';
import {
  codeBlocks,
  frontMatterProblems,
  loadPages,
  mdxProblem,
  parsePage,
  registeredComponents,
  unknownComponentProblems,
  pythonProblems,
  unfinishedProblems,
  yamlProblem,
} from '../support/content';
import {NEWEST_VERSION, RELEASE_ONLY_PAGES, TOOLKIT_VERSIONS, VERSIONS} from '../../src/data/versions';
import {NEWEST_IS_PREVIEW} from '../../src/config/docsVersions';
import {jobGuides} from '../../src/data/guides';
import {loadReferences, referencePages} from '../../src/plugins/api-reference';

const pages = loadPages();

test('there are pages in docs, guides and blog', () => {
  for (const dir of ['docs/', 'guides/', 'blog/', 'versioned_docs/version-0.2.8/', 'guides_versioned_docs/version-0.2.8/']) {
    expect(pages.some((page) => page.file.startsWith(dir)), dir).toBe(true);
  }
});

const jobGuideIds = new Set(jobGuides().map((guide) => guide.id));

test('every release has every manifest docs and guides page, each with its manifest label', () => {
  const guides = new Map(manifest.guides.pages.map((page) => [page.id, page.label]));
  // Beside them, each release has its API reference pages (src/plugins/api-reference).
  const reference = referencePages(loadReferences(ROOT));
  for (const version of TOOLKIT_VERSIONS) {
    const docs = new Map([...manifest.docs.pages, ...RELEASE_ONLY_PAGES[version], ...reference[version]].map((page) => [page.id, page.label]));
    // The job guides of the newest release (src/data/guides.ts) are not in the shared manifest: they are
    // listed, shaped and checked by tests/content/guides.test.ts and appear as they are written.
    const jobGuide = (page: {section: string; frontMatter: {id?: string}}) =>
      version === NEWEST_VERSION && page.section === 'guides' && jobGuideIds.has(page.frontMatter.id ?? '');
    const inVersion = pages.filter((page) => page.version === version && page.section !== 'blog' && !jobGuide(page));
    for (const page of inVersion) {
      const section = page.section === 'docs' ? docs : guides;
      const id = page.frontMatter.id ?? '';
      expect(section.has(id), `${page.file}: id "${id}" is neither in the manifest nor a ${version}-only page`).toBe(true);
      expect(page.frontMatter.sidebar_label, `${page.file}: sidebar_label`).toBe(section.get(id));
    }
    const ids = (section: 'docs' | 'guides') => inVersion.filter((p) => p.section === section).map((p) => p.frontMatter.id).sort();
    expect(ids('docs'), `${version} docs`).toEqual([...docs.keys()].sort());
    expect(ids('guides'), `${version} guides`).toEqual([...guides.keys()].sort());
  }
});

test('a page says it was checked against a release only in that release’s docs, and every page is checked once its release is the default', () => {
  const problems: string[] = [];
  for (const page of pages.filter((p) => p.section !== 'blog')) {
    const checked = page.frontMatter.toolkit_checked;
    const release = VERSIONS[page.version].release;
    if (page.version === NEWEST_VERSION) {
      if (checked !== undefined && checked !== release) problems.push(`${page.file}: toolkit_checked is ${checked}, the release is ${release}`);
      if (!NEWEST_IS_PREVIEW && checked !== release) problems.push(`${page.file}: not marked toolkit_checked: ${release} while ${NEWEST_VERSION} is the default`);
    } else if (checked !== undefined) {
      problems.push(`${page.file}: archive pages do not carry toolkit_checked`);
    }
  }
  expect(problems).toEqual([]);
});

test('every blog post uses a manifest slug and date', () => {
  const posts = pages.filter((page) => page.file.startsWith('blog/'));
  for (const page of posts) {
    const post = manifest.blog.posts.find((p) => p.slug === page.frontMatter.slug);
    expect(post, `${page.file}: slug "${page.frontMatter.slug}" is not in the manifest`).toBeDefined();
    expect(page.frontMatter.date).toBe((post as unknown as {date: string}).date);
    expect(page.frontMatter.title).toBe(post!.title);
  }
});

test('every page has a title and a 120-160 character description', () => {
  const problems = pages.flatMap((page) => frontMatterProblems(page).map((p) => `${page.file}: ${p}`));
  expect(problems).toEqual([]);
});

test('no page contains unfinished text', () => {
  const problems = pages.flatMap((page) => unfinishedProblems(page).map((p) => `${page.file}: ${p}`));
  expect(problems).toEqual([]);
});

test('admonitions put a title in brackets (:::note[Title]): the old space-separated title renders as text', () => {
  const problems: string[] = [];
  for (const page of pages) {
    const body = page.body.replace(/^([ \t]*)```[\s\S]*?^\1```[ \t]*$/gm, '');
    for (const line of body.split('\n').filter((l) => /^\s*:::\w+\s+\S/.test(l))) problems.push(`${page.file}: ${line.trim()}`);
  }
  expect(problems).toEqual([]);
});

test('sequence diagrams have no semicolon in their text: Mermaid reads it as the end of a statement', () => {
  const problems: string[] = [];
  for (const page of pages) {
    for (const [, block] of page.body.matchAll(/^```mermaid\n([\s\S]*?)^```$/gm)) {
      if (!/^\s*sequenceDiagram/.test(block!)) continue;
      for (const line of block!.split('\n').filter((l) => l.includes(';'))) problems.push(`${page.file}: ${line.trim()}`);
    }
  }
  expect(problems).toEqual([]);
});

test('every python block compiles (top-level await allowed)', () => {
  const snippets = pages.flatMap((page) =>
    codeBlocks(page)
      .filter((block) => block.lang === 'python')
      .map((block) => ({name: `${page.file}:${block.line}`, code: block.code})),
  );
  expect(snippets.length).toBeGreaterThan(0);
  expect(pythonProblems(snippets)).toEqual([]);
});

// Compiling every page took over 30 s on shared CI cores: pages are compiled in groups, which the workers
// run side by side, so the time per test stays flat as pages are added.
const MDX_GROUP = 25;
for (let start = 0; start < pages.length; start += MDX_GROUP) {
  const group = pages.slice(start, start + MDX_GROUP);
  test(`pages ${start + 1}-${start + group.length} compile as MDX and use only registered or imported components`, async () => {
    const registered = registeredComponents();
    const problems: string[] = [];
    for (const page of group) {
      const problem = await mdxProblem(page);
      if (problem) problems.push(`${page.file}: ${problem}`);
      problems.push(...unknownComponentProblems(page, registered).map((p) => `${page.file}: ${p}`));
    }
    expect(problems).toEqual([]);
  });
}

test('every fence names a language the site highlights, plain text or a diagram, and no line numbers', () => {
  const known = new Set<string>([...HIGHLIGHTED_LANGUAGES, 'text', 'mermaid']);
  const problems = pages.flatMap((page) =>
    codeBlocks(page).flatMap((block) => [
      ...(known.has(block.lang) ? [] : [`${page.file}:${block.line}: fence language "${block.lang}"`]),
      ...(/showLineNumbers/.test(block.meta) ? [`${page.file}:${block.line}: showLineNumbers is not supported`] : []),
    ]),
  );
  expect(problems).toEqual([]);
});

test('every yaml block parses', () => {
  const problems = pages.flatMap((page) =>
    codeBlocks(page)
      .filter((block) => block.lang === 'yaml' || block.lang === 'yml')
      .map((block) => ({where: `${page.file}:${block.line}`, problem: yamlProblem(block.code)}))
      .filter(({problem}) => problem !== null)
      .map(({where, problem}) => `${where}: ${problem}`),
  );
  expect(problems).toEqual([]);
});

test.describe('the checks catch planted errors', () => {
  const planted = (body: string, frontMatter = 'id: x\ntitle: A title\nsidebar_label: X\ndescription: short') =>
    parsePage('docs/planted.mdx', `---\n${frontMatter}\n---\n${body}`);

  test('a short description and a missing title', () => {
    expect(frontMatterProblems(planted(''))).toEqual(['description is 5 characters (120-160)']);
    expect(frontMatterProblems(planted('', 'id: x\nsidebar_label: X\ndescription: short'))).toContain('missing title');
  });

  test('front matter that is not valid YAML (an unquoted colon in the description)', () => {
    const page = planted('', 'id: x\ntitle: A title\nsidebar_label: X\ndescription: Reference for X: name, criteria and more');
    expect(frontMatterProblems(page)).toEqual([expect.stringMatching(/^front matter is not valid YAML: /)]);
  });

  test('a yaml block that does not parse', () => {
    expect(yamlProblem('target:\n  purpose: a: b\n')).toMatch(/./);
    expect(yamlProblem('target:\n  purpose: "a: b"\n')).toBeNull();
  });

  test('unfinished text', () => {
    expect(unfinishedProblems(planted('Fine.\n\nThis section is coming soon.'))).toEqual([
      'line 3: This section is coming soon.',
    ]);
    expect(unfinishedProblems(planted('TODO: write the usage section'))).toHaveLength(1);
  });

  test('MDX that does not compile and a component nobody registered', async () => {
    expect(await mdxProblem(planted('Text with {an open brace\n'))).toMatch(/./);
    expect(await mdxProblem(planted('Fine `<Tag>` and {1 + 1}\n'))).toBeNull();
    const registered = new Set(['Known']);
    expect(unknownComponentProblems(planted('<Known id="a" />\n\n<Unknown />\n\n```jsx\n<InCode />\n```\n'), registered)).toEqual([
      '<Unknown> is neither registered (src/theme/MDXComponents.tsx, src/plugins/remark-component-imports) nor imported',
    ]);
    expect(unknownComponentProblems(planted("import Tabs from '@theme/Tabs';\n\n<Tabs />\n"), registered)).toEqual([]);
  });

  test('a python block that does not compile', () => {
    const page = planted('Text\n\n```python title="bad.py"\ndef broken(:\n    pass\n```\n');
    const blocks = codeBlocks(page);
    expect(blocks).toHaveLength(1);
    expect(pythonProblems([{name: 'bad.py', code: blocks[0]!.code}])).toHaveLength(1);
  });

  test('top-level await is allowed, indented blocks are dedented', () => {
    const page = planted('- step\n\n  ```python\n  result = await run()\n  ```\n');
    const blocks = codeBlocks(page);
    expect(blocks).toHaveLength(1);
    expect(pythonProblems([{name: 'ok.py', code: blocks[0]!.code}])).toEqual([]);
  });
});

test('no page of the current release says another page is still to come', () => {
  const problems: string[] = [];
  for (const page of pages.filter((p) => p.version === NEWEST_VERSION && p.section !== 'blog')) {
    for (const [line, text] of page.body.split('\n').entries()) {
      if (/\bno pages?\b[^.]*\b(yet|here)\b|\bnot (yet )?(written|documented) (yet|here)\b/i.test(text)) problems.push(`${page.file}:${line + 1}: ${text.slice(0, 120)}`);
    }
  }
  expect(problems).toEqual([]);
});

test('every vulnerability, attack and framework class of the current release is imported in a sample of its docs', () => {
  const sheet = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests', 'fixtures', 'toolkit-api', VERSIONS[NEWEST_VERSION].sheet), 'utf8'));
  const classes: {class_name: string; import_statement: string}[] = [
    ...sheet.vulnerabilities.items,
    ...sheet.attacks.single_turn,
    ...sheet.attacks.multi_turn,
    ...(sheet.frameworks.available as string[]).map((name) => ({class_name: name, import_statement: sheet.frameworks[name].import_statement})),
  ];
  const code = pages
    .filter((p) => p.version === NEWEST_VERSION && p.section === 'docs')
    .flatMap((page) => codeBlocks(page).filter((block) => block.lang === 'python').map((block) => block.code))
    .join('\n');
  expect(classes.length).toBeGreaterThan(70);
  const missing = classes.filter(({class_name: name, import_statement: statement}) => {
    const module = /^from (\S+) import/.exec(statement)![1]!.replace(/\./g, '\\.');
    return !new RegExp(`^from ${module} import \\(?[^\\n]*\\b${name}\\b|^from ${module} import \\([^)]*\\b${name}\\b`, 'm').test(code);
  });
  expect(missing.map((c) => c.import_statement)).toEqual([]);
});
