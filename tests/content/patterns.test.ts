// The four patterns of the second source audit (../shared/audits/2026-11-27-audit-{A,B,C}.md), checked
// on every page, each with planted failures: samples that cannot run as files, install lines that do not
// pin deepeval, deepeval versions typed by hand, and stories told differently on different pages.
import {expect, test} from '@playwright/test';
import {loadPages, parsePage} from '../support/content';
import {
  installLineProblems,
  packagePinProblems,
  runnableSampleProblems,
  storyHomeProblems,
  storyProblems,
  typedDeepevalVersionProblems,
} from '../support/patterns';

const pages = loadPages();
const current = (file: string, body: string, section: 'docs' | 'guides' = 'docs') =>
  parsePage(file, `---\nid: ${file.replace(/^.*\//, '').replace(/\.mdx$/, '')}\ntitle: T\n---\n${body}`, {version: '1.0', section});
const archived = (body: string) => parsePage('versioned_docs/version-0.2.8/x.mdx', `---\nid: x\n---\n${body}`, {version: '0.2.8', section: 'docs'});
const fence = (meta: string, code: string, lang = 'python') => `\`\`\`${lang} ${meta}\n${code}\n\`\`\`\n`;

test('every Python block runs as its title says: files without top-level await or undefined names', () => {
  expect(runnableSampleProblems(pages)).toEqual([]);
});

test('every install line of the current release names the release and a pinned deepeval', () => {
  expect(pages.flatMap(installLineProblems)).toEqual([]);
});

test('no current page types a deepeval version by hand', () => {
  expect(pages.flatMap(typedDeepevalVersionProblems)).toEqual([]);
});

test('every package a current page names with a version is named with the version the guides were checked against', () => {
  expect(pages.flatMap(packagePinProblems)).toEqual([]);
});

test('every current page that tells part of the upload or telemetry story renders it or links to it', () => {
  expect(pages.flatMap(storyProblems)).toEqual([]);
  expect(storyHomeProblems(pages)).toEqual([]);
});

test.describe('the pattern checks catch planted errors', () => {
  test('a titled .py file with top-level await', () => {
    const page = current('docs/p.mdx', fence('title="probe.py"', 'import asyncio\nasync def f():\n    return 1\nresult = await f()\nprint(result)'));
    expect(runnableSampleProblems([page])).toEqual([
      expect.stringMatching(/^docs\/p\.mdx:\d+ \(probe\.py\): python probe\.py fails: line 4: 'await' outside function/),
    ]);
    const fixed = current('docs/p.mdx', fence('title="probe.py"', 'import asyncio\nasync def f():\n    return 1\nprint(asyncio.run(f()))'));
    expect(runnableSampleProblems([fixed])).toEqual([]);
  });

  test('a titled .py file that reads a name it never defines', () => {
    const page = current('docs/p.mdx', fence('title="run.py"', 'from deepteam import red_team\nred_team(model_callback=model_callback, vulnerabilities=[])'));
    expect(runnableSampleProblems([page])).toEqual([expect.stringMatching(/model_callback is never defined or imported/)]);
  });

  test('top-level await in an untitled block, and in a block that says it is a notebook cell', () => {
    const code = 'async def f():\n    return 1\nawait f()';
    expect(runnableSampleProblems([current('docs/p.mdx', fence('', code))])).toEqual([expect.stringMatching(/not say it is a notebook cell/)]);
    expect(runnableSampleProblems([current('docs/p.mdx', fence('title="In a notebook cell"', code))])).toEqual([]);
  });

  test('an install line without deepeval, with another deepeval, or without the release', () => {
    expect(installLineProblems(current('docs/p.mdx', fence('', 'pip install deepteam==1.0.7', 'bash')))).toEqual([
      expect.stringMatching(/names no pinned deepeval/),
    ]);
    expect(installLineProblems(current('docs/p.mdx', fence('', 'pip install deepteam==1.0.7 deepeval==4.1.10', 'bash')))).toHaveLength(1);
    expect(installLineProblems(current('docs/p.mdx', fence('', 'pip install deepteam deepeval==3.7.4', 'bash')))).toEqual([
      expect.stringMatching(/without ==1\.0\.7/),
    ]);
    expect(installLineProblems(current('docs/p.mdx', 'Run `pip install "deepteam[codex]"` first.\n'))).toHaveLength(2);
    expect(installLineProblems(current('docs/p.mdx', fence('title="requirements.txt"', 'deepteam==1.0.7\nopenai==1.99.0', 'text')))).toEqual([
      expect.stringMatching(/requirements name no pinned deepeval/),
    ]);
    expect(installLineProblems(current('docs/p.mdx', fence('', '      - run: pip install deepteam==1.0.7 deepeval==3.7.4', 'yaml')))).toEqual([]);
    expect(installLineProblems(current('docs/p.mdx', fence('', 'pip install -r requirements.txt', 'bash')))).toEqual([]);
    expect(installLineProblems(archived(fence('', 'pip install deepteam==0.2.8', 'bash')))).toEqual([]);
  });

  test('a package pinned to another version than the guides were checked against', () => {
    expect(packagePinProblems(current('guides/g.mdx', '<InstallCommand packages={[\'openai==2.8.1\']} />\n', 'guides'))).toEqual([
      expect.stringMatching(/openai==2\.8\.1 \(the guides are checked against openai 2\.54\.0/),
    ]);
    expect(packagePinProblems(current('guides/g.mdx', 'Checked against `google-genai` 1.2.0.\n', 'guides'))).toHaveLength(1);
    expect(packagePinProblems(current('guides/g.mdx', fence('title="requirements.txt"', 'openai==2.54.0\nfastapi==0.141.1', 'text'), 'guides'))).toEqual([]);
    expect(packagePinProblems(archived('pip install openai==1.0.0\n'))).toEqual([]);
  });

  test('a deepeval version typed into prose', () => {
    expect(typedDeepevalVersionProblems(current('docs/p.mdx', 'This holds in deepeval 3.6.x only.\n'))).toHaveLength(1);
    expect(typedDeepevalVersionProblems(current('docs/p.mdx', 'This holds for <DeepevalRange fact="api-key-alias" />.\n'))).toEqual([]);
    expect(typedDeepevalVersionProblems(archived('deepeval 3.6.2 is pinned.\n'))).toEqual([]);
  });

  test('a page that tells part of a story without the shared version or a link to it', () => {
    const told = 'Set `CONFIDENT_API_KEY` or run `deepeval login` to upload.\n';
    expect(storyProblems(current('docs/p.mdx', told))).toEqual([expect.stringMatching(/Confident AI upload/)]);
    expect(storyProblems(current('docs/p.mdx', `${told}See [keeping a run local](/docs/confident-ai-integration#keeping-a-run-local).\n`))).toEqual([]);
    expect(storyProblems(current('docs/p.mdx', `${told}<PrivacyStory story="upload" />\n`))).toEqual([]);
    expect(storyProblems(current('docs/p.mdx', 'Telemetry sends `user.public_ip`.\n'))).toEqual([expect.stringMatching(/telemetry/)]);
  });

  test('a story home that writes the story by hand', () => {
    const home = current('docs/confident-ai-integration.mdx', '## Where the key comes from\n\nA list typed by hand.\n\n## Keeping a run local\n\n<PrivacyStory story="keepLocal" />\n');
    const privacy = current('docs/data-privacy.mdx', "## DeepTeam's telemetry\n\n<PrivacyStory story=\"telemetry\" />\n");
    expect(storyHomeProblems([home, privacy])).toEqual([expect.stringMatching(/does not render <PrivacyStory story="upload"/)]);
    const handWritten = current('docs/data-privacy.mdx', "## DeepTeam's telemetry\n\nIt sends `user.public_ip`.\n");
    const fixedHome = current('docs/confident-ai-integration.mdx', '## Where the key comes from\n\n<PrivacyStory story="upload" />\n\n## Keeping a run local\n\n<PrivacyStory story="keepLocal" />\n');
    expect(storyHomeProblems([fixedHome, handWritten])).toEqual([expect.stringMatching(/data-privacy\.mdx: does not render <PrivacyStory story="telemetry"/)]);
    const renamed = current('docs/data-privacy.mdx', '## Telemetry\n\n<PrivacyStory story="telemetry" />\n');
    expect(storyHomeProblems([fixedHome, renamed])).toEqual([expect.stringMatching(/has no heading for #deepteams-telemetry/)]);
  });
});
