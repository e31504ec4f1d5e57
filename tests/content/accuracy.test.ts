// Checks that go past imports and keywords, for the errors a source audit found on our pages
// (../shared/audits/2026-11-accuracy-audit.md): a callback that cannot take `turns` meeting a multi-turn
// attack, a call missing a required argument, a CustomVulnerability without types, and a shared
// parameter text rendered on a class that behaves differently. Each check has a planted failure below.
import {expect, test} from '@playwright/test';
import {pagesWithCodeFor} from '../support/content';
import {
  analyse,
  customTypesProblems,
  multiTurnCallbackProblems,
  signatureProblems,
  toolkitApi,
  type PageConfig,
  type PageSample,
} from '../support/python-api';
import {parameterDocProblems, CLASS_PARAMETER_DOCS} from '../../src/data/parameters';
import {TOOLKIT_FACTS, vulnerabilityFacts, type VulnerabilityClass} from '../../src/data/toolkit';
import {TOOLKIT_VERSIONS, VERSIONS, type ToolkitVersion} from '../../src/data/versions';

const known = toolkitApi('0.2.8').known;
const titleOf = (meta: string) => /title="([^"]+)"/.exec(meta)?.[1] ?? null;

/** Every page's Python samples (analysed) and YAML configs, in page order. */
function pageSamples(version: ToolkitVersion): {file: string; samples: PageSample[]; configs: PageConfig[]}[] {
  const pages = pagesWithCodeFor(version).map(({page, blocks}) => {
    const python = blocks.filter((b) => b.lang === 'python');
    return {
      file: page.file,
      python: python.map((b) => ({where: `${page.file}:${b.line}`, code: b.code, title: titleOf(b.meta)})),
      configs: blocks.filter((b) => b.lang === 'yaml').map((b) => ({where: `${page.file}:${b.line}`, code: b.code})),
    };
  });
  const facts = analyse(pages.flatMap((p) => p.python.map((s) => s.code)));
  let next = 0;
  return pages.map((p) => ({
    file: p.file,
    samples: p.python.map((s) => ({...s, facts: facts[next++]!})),
    configs: p.configs,
  }));
}

for (const version of TOOLKIT_VERSIONS) {
  test.describe(`the ${version} pages against DeepTeam ${VERSIONS[version].release}`, () => {
    const api = toolkitApi(version);
    const pages = pageSamples(version);
    const allSamples = pages.flatMap((p) => p.samples);

    test('the pages have samples to check', () => {
      expect(allSamples.length).toBeGreaterThan(50);
      expect(pages.some((p) => p.configs.length > 0)).toBe(true);
    });

    test('every callback that can meet a multi-turn attack accepts turns', () => {
      expect(pages.flatMap((p) => multiTurnCallbackProblems(p.samples, p.configs, api.multiTurn, version !== '0.2.8'))).toEqual([]);
    });

    test('every call passes the required arguments and no extra positional ones', () => {
      expect(allSamples.flatMap((s) => signatureProblems(s.facts, api.known).map((p) => `${s.where}: ${p}`))).toEqual([]);
    });

    if (version === '0.2.8') {
      test('every CustomVulnerability is given a non-empty types list', () => {
        expect(allSamples.flatMap((s) => customTypesProblems(s.facts).map((p) => `${s.where}: ${p}`))).toEqual([]);
      });
    }
  });
}

test('parameter texts come from the class entry wherever the sheet marks a difference', () => {
  const entries = Object.keys(TOOLKIT_FACTS.vulnerabilities).map((c) => vulnerabilityFacts(c as VulnerabilityClass));
  expect(parameterDocProblems(entries)).toEqual([]);
});

test.describe('the checks catch planted errors', () => {
  const sample = (code: string, title: string | null = null): PageSample => ({
    where: 'fixture.mdx:1',
    code,
    title,
    facts: analyse([code])[0]!,
  });

  test('a single-turn callback passed to red_team with a multi-turn attack', () => {
    const code = [
      'from deepteam import red_team',
      'from deepteam.attacks.multi_turn import LinearJailbreaking',
      'from deepteam.vulnerabilities import Bias',
      'async def model_callback(input: str) -> str:',
      '    return "no"',
      'red_team(model_callback=model_callback, vulnerabilities=[Bias()], attacks=[LinearJailbreaking()])',
    ].join('\n');
    expect(multiTurnCallbackProblems([sample(code)])).toEqual([
      'fixture.mdx:1: line 6: model_callback (defined at fixture.mdx:1, line 4) meets a multi-turn attack but does not accept turns',
    ]);
    expect(multiTurnCallbackProblems([sample(code.replace('(input: str)', '(input: str, turns=None)'))])).toEqual([]);
  });

  test('a framework that includes multi-turn attacks, with an aliased import', () => {
    const code = [
      'from deepteam import red_team as run',
      'from deepteam.frameworks import OWASPTop10 as Owasp',
      'def cb(input):',
      '    return "no"',
      'run(model_callback=cb, framework=Owasp(), async_mode=False)',
    ].join('\n');
    expect(multiTurnCallbackProblems([sample(code)])).toHaveLength(1);
  });

  test('a callback defined in an earlier sample on the page, used with progress()', () => {
    const first = sample('async def model_callback(input: str) -> str:\n    return "no"\n', 'callback.py');
    const second = sample(
      [
        'from deepteam.attacks.multi_turn import CrescendoJailbreaking',
        'from deepteam.vulnerabilities import Bias',
        'turns = CrescendoJailbreaking().progress(Bias(types=["race"]), model_callback)',
      ].join('\n'),
    );
    expect(multiTurnCallbackProblems([first, second])).toHaveLength(1);
  });

  test('a YAML config with a multi-turn attack and a callback file that takes only input', () => {
    const callback = sample('async def model_callback(input: str) -> str:\n    return "no"\n', 'callback.py');
    const config = [
      'target:',
      '  purpose: A support bot',
      '  callback:',
      '    file: callback.py',
      '    function: model_callback',
      'attacks:',
      '  - name: PromptInjection',
      '  - name: LinearJailbreaking',
    ].join('\n');
    expect(multiTurnCallbackProblems([callback], [{where: 'fixture.mdx:9', code: config}])).toEqual([
      'fixture.mdx:9: runs a multi-turn attack against callback.py, whose model_callback does not accept turns',
    ]);
    const singleTurnOnly = config.replace(/\n  - name: LinearJailbreaking$/, '');
    expect(multiTurnCallbackProblems([callback], [{where: 'fixture.mdx:9', code: singleTurnOnly}])).toEqual([]);
    expect(multiTurnCallbackProblems([], [{where: 'fixture.mdx:9', code: config}])).toEqual([
      'fixture.mdx:9: names the callback file callback.py, which the page does not show',
    ]);
  });

  test('a documented function called without its required argument', () => {
    const code = [
      'from deepteam.red_teamer.risk_assessment import RiskAssessment, construct_risk_assessment_overview',
      'overview = construct_risk_assessment_overview()',
      'report = RiskAssessment(overview, [])',
    ].join('\n');
    expect(signatureProblems(sample(code).facts, known)).toEqual([
      'line 2: construct_risk_assessment_overview() is missing the required argument red_teaming_test_cases',
      'line 3: RiskAssessment() takes keyword arguments only',
      'line 3: RiskAssessment() is missing the required argument overview',
      'line 3: RiskAssessment() is missing the required argument test_cases',
    ]);
  });

  test('more positional arguments than a constructor has, and a missing required one', () => {
    const code = [
      'from deepteam.guardrails import Guardrails',
      'from deepteam.vulnerabilities import CustomVulnerability',
      'Guardrails([], [], "gpt-4.1", 0.5, True)',
      'CustomVulnerability(name="Refunds", types=["refund_promise"])',
    ].join('\n');
    expect(signatureProblems(sample(code).facts, known)).toEqual([
      'line 3: Guardrails() takes at most 4 positional arguments, given 5',
      'line 4: CustomVulnerability() is missing the required argument criteria',
    ]);
  });

  test('a CustomVulnerability without types or with an empty list', () => {
    const code = [
      'from deepteam.vulnerabilities import CustomVulnerability',
      'CustomVulnerability(name="Refunds", criteria="Never promise a refund date")',
      'CustomVulnerability(name="Refunds", criteria="Never promise a refund date", types=[])',
      'CustomVulnerability(name="Refunds", criteria="Never promise a refund date", types=["refund_promise"])',
    ].join('\n');
    expect(customTypesProblems(sample(code).facts)).toEqual([
      'line 2: CustomVulnerability needs a non-empty types list (AttributeError without one)',
      'line 3: CustomVulnerability needs a non-empty types list (AttributeError without one)',
    ]);
  });

  test('a class-specific parameter that would render the shared text', () => {
    const custom = vulnerabilityFacts('CustomVulnerability');
    const {CustomVulnerability: _removed, ...withoutCustom} = CLASS_PARAMETER_DOCS;
    expect(parameterDocProblems([custom], withoutCustom)).toEqual([
      'CustomVulnerability.types behaves differently from other classes but renders the shared text',
      'CustomVulnerability.evaluation_model behaves differently from other classes but renders the shared text',
    ]);
    expect(parameterDocProblems([vulnerabilityFacts('Bias')], withoutCustom)).toEqual([]);
  });
});
