import {expect, test} from '@playwright/test';
import {blockVersion, codeBlocks, deepevalPinOf, loadPages, pagesWithCodeFor, parsePage} from '../support/content';
import {analyse, apiProblems, toolkitApi} from '../support/python-api';
import {TOOLKIT_VERSIONS, VERSIONS} from '../../src/data/versions';

const {importable, known} = toolkitApi('0.2.8');

test('the facts sheet yields import paths and signatures to check against', () => {
  expect(importable.has('deepteam:red_team')).toBe(true);
  expect(importable.has('deepteam.vulnerabilities:Bias')).toBe(true);
  expect(importable.has('deepteam.attacks.single_turn:PromptInjection')).toBe(true);
  expect(known.get('Bias')?.types?.has('race')).toBe(true);
  expect(known.get('red_team')?.params.has('target_purpose')).toBe(true);
});

for (const version of TOOLKIT_VERSIONS) {
  test(`every python sample of the ${version} pages imports, calls and types only what DeepTeam ${VERSIONS[version].release} has`, () => {
    const samples = pagesWithCodeFor(version).flatMap(({page, blocks}) =>
      blocks
        .filter((block) => block.lang === 'python')
        .map((block) => ({where: `${page.file}:${block.line}`, code: block.code, pin: deepevalPinOf(page)})),
    );
    expect(samples.length).toBeGreaterThan(50);
    const analysed = analyse(samples.map((s) => s.code));
    const problems = analysed.flatMap((facts, i) => apiProblems(facts, toolkitApi(version, samples[i]!.pin)).map((p) => `${samples[i]!.where}: ${p}`));
    expect(problems).toEqual([]);
  });
}

test('the 1.0 sheet knows what 1.0 added and what 0.2.8 lacks', () => {
  const one = toolkitApi('1.0');
  expect(one.importable.has('deepteam.vulnerabilities:Hallucination')).toBe(true);
  expect(one.importable.has('deepteam.frameworks:NIST')).toBe(true);
  expect(one.known.get('red_team')?.params.has('attack_engine')).toBe(true);
  expect(one.known.get('construct_risk_assessment_overview')?.required.has('run_duration')).toBe(true);
  expect(importable.has('deepteam.frameworks:NIST')).toBe(false);
  expect(known.get('red_team')?.params.has('attack_engine')).toBe(false);
  const check = (code: string) => apiProblems(analyse([code])[0]!, one);
  expect(check('from deepteam.vulnerabilities import Hallucination\nHallucination(types=["fake_apis"])\n')).toEqual([]);
  expect(check('from deepteam.vulnerabilities import Hallucination\nHallucination(types=["made_up"])\n')).toEqual([
    'line 2: Hallucination has no type "made_up"',
  ]);
  expect(check('from deepteam.vulnerabilities.agentic import GoalTheft\n')).toEqual([
    'line 1: cannot import GoalTheft from deepteam.vulnerabilities.agentic in 1.0.7',
  ]);
});

test.describe('the API checks catch planted errors', () => {
  const check = (code: string) => apiProblems(analyse([code])[0]!, toolkitApi('0.2.8'));

  test('a class imported from the wrong module', () => {
    expect(check('from deepteam.attacks import Bias\n')).toEqual([
      'line 1: cannot import Bias from deepteam.attacks in 0.2.8',
    ]);
  });

  test('a deepeval name the facts sheet does not mention', () => {
    expect(check('from deepeval.models import DeepEvalBaseLLM\n')).toEqual([
      'line 1: cannot import DeepEvalBaseLLM from deepeval.models in 0.2.8',
    ]);
    expect(check('from deepeval.metrics.utils import initialize_model\n')).toEqual([]);
  });

  test('a class that does not exist', () => {
    expect(check('from deepteam.vulnerabilities import Hallucination\n')).toHaveLength(1);
  });

  test('a keyword the constructor does not take', () => {
    const code = 'from deepteam.attacks.single_turn import Roleplay\nRoleplay(persona="x", language="fr")\n';
    expect(check(code)).toEqual(['line 2: Roleplay() has no parameter language']);
  });

  test('a types value the class does not accept', () => {
    const code = 'from deepteam.vulnerabilities import PIILeakage\nPIILeakage(types=["api_and_database access"])\n';
    expect(check(code)).toEqual(['line 2: PIILeakage has no type "api_and_database access"']);
  });

  test('a keyword to red_team that only RedTeamer.red_team has', () => {
    const code = 'from deepteam import red_team\nred_team(model_callback=f, vulnerabilities=[], metadata={})\n';
    expect(check(code)).toEqual(['line 2: red_team() has no parameter metadata']);
  });

  test('a correct sample passes, including top-level await and aliases', () => {
    const code = [
      'from deepteam import red_team',
      'from deepteam.vulnerabilities import Bias as B',
      'from deepteam.red_teamer import RedTeamer',
      'async def model_callback(input: str) -> str:',
      '    return "no"',
      'red_teamer = RedTeamer(async_mode=True)',
      'result = await red_teamer.a_red_team(model_callback=model_callback, vulnerabilities=[B(types=["race"])])',
    ].join('\n');
    expect(check(code)).toEqual([]);
  });

  test('a sample that does not compile is reported, not skipped', () => {
    expect(check('def broken(:\n')).toEqual([expect.stringMatching(/^does not compile: line 1/)]);
  });
});

test('a fence can name the release its code is written for', () => {
  const page = parsePage('docs/x.mdx', '---\ntitle: x\n---\n```python version="0.2.8"\nx = 1\n```\n\n```python\ny = 2\n```\n', {version: '1.0', section: 'docs'});
  expect(codeBlocks(page).map((block) => blockVersion(page, block))).toEqual(['0.2.8', '1.0']);
  const wrong = parsePage('docs/x.mdx', '```python version="9.9"\nx = 1\n```\n', {version: '1.0', section: 'docs'});
  expect(() => codeBlocks(wrong).map((block) => blockVersion(wrong, block))).toThrow(/unknown version "9.9"/);
});

test('a page that installs another deepeval says so in its front matter, and its samples are checked against that release', () => {
  const problems = loadPages('1.0').flatMap((page) => {
    const pins = [...page.body.matchAll(/<InstallCommand\b[^>]*?pin="(\w+)"/g)].map((m) => m[1]);
    const declared = deepevalPinOf(page);
    return pins.filter((pin) => pin !== declared && page.frontMatter.id !== 'deepeval-versions').map((pin) => `${page.file}: installs the ${pin} deepeval but its front matter says deepeval_pin: ${declared}`);
  });
  expect(problems).toEqual([]);
  const newer = toolkitApi('1.0', 'newer');
  const check = (code: string, api = toolkitApi('1.0')) => apiProblems(analyse([code])[0]!, api);
  expect(check('from deepeval.models import GeminiModel\nGeminiModel(model_name="gemini-2.5-pro")\n')).toEqual([]);
  expect(check('from deepeval.models import GeminiModel\nGeminiModel(model_name="gemini-2.5-pro")\n', newer)).toEqual(['line 2: GeminiModel() has no parameter model_name']);
  expect(check('from deepeval.models import MistralModel\n')).toEqual(['line 1: cannot import MistralModel from deepeval.models in 1.0.7']);
  expect(() => deepevalPinOf(parsePage('docs/x.mdx', '---\ndeepeval_pin: newest\n---\n', {version: '1.0', section: 'docs'}))).toThrow(/unknown deepeval_pin/);
});
