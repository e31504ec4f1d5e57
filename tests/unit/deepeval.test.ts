// The deepeval facts (src/data/deepeval.ts) agree with themselves and with the install pins they justify.
import {expect, test} from '@playwright/test';
import {
  compareDeepeval,
  DEEPEVAL_CHECKED,
  DEEPEVAL_FACTS,
  DEEPEVAL_PINS,
  formatRange,
  holdsAt,
  NEVER,
  type DeepevalFactId,
} from '../../src/data/deepeval';

const facts = Object.keys(DEEPEVAL_FACTS) as DeepevalFactId[];

test('ranges are ordered and inside the releases that were checked', () => {
  for (const id of facts) {
    const range = DEEPEVAL_FACTS[id].holds;
    if (range === NEVER) continue;
    expect(compareDeepeval(range.from, DEEPEVAL_CHECKED.from), id).toBeGreaterThanOrEqual(0);
    if (range.to !== null) {
      expect(compareDeepeval(range.from, range.to), id).toBeLessThanOrEqual(0);
      expect(compareDeepeval(range.to, DEEPEVAL_CHECKED.to), id).toBeLessThanOrEqual(0);
    }
    expect(DEEPEVAL_FACTS[id].text.length, id).toBeGreaterThan(20);
    expect(DEEPEVAL_FACTS[id].source.length, id).toBeGreaterThan(5);
  }
});

test('the import works exactly where the sentry_sdk failure does not', () => {
  for (const version of ['3.6.2', '3.7.4', '4.1.6', '4.1.7', '4.1.10']) {
    expect(holdsAt('imports-deepteam', version), version).toBe(!holdsAt('sentry-import-error', version));
  }
  expect(holdsAt('imports-deepteam', '4.1.6')).toBe(true);
  expect(holdsAt('imports-deepteam', '4.1.7')).toBe(false);
});

test('the recommended pin is a release where every documented feature works; the newer pin still imports', () => {
  const recommended = DEEPEVAL_PINS.recommended.version;
  for (const id of ['imports-deepteam', 'cli-openai', 'cli-azure', 'cli-gemini', 'cli-ollama', 'cli-anthropic', 'cli-custom', 'provider-sdks-bundled', 'google-prefix-reads-key'] as const) {
    expect(holdsAt(id, recommended), id).toBe(true);
  }
  const newer = DEEPEVAL_PINS.newer.version;
  expect(holdsAt('imports-deepteam', newer)).toBe(true);
  expect(holdsAt('openai-any-name', newer)).toBe(true);
  expect(holdsAt('cli-azure', newer)).toBe(false);
});

test('complementary facts do not overlap', () => {
  const pairs: [DeepevalFactId, DeepevalFactId][] = [
    ['settings-read-at-import', 'settings-reread'],
    ['default-judge-gpt-4-1', 'default-judge-gpt-5-4'],
    ['telemetry-opt-out-exact-1', 'telemetry-opt-out-boolean'],
    ['telemetry-id-in-cwd', 'telemetry-id-in-home'],
    ['global-provider-ignores-name', 'global-provider-forwards-name'],
    ['openai-listed-names-only', 'openai-any-name'],
  ];
  for (const [a, b] of pairs) {
    for (const version of ['3.6.2', '3.6.9', '3.7.0', '3.7.4', '3.7.6', '3.8.9', '3.9.1', '3.9.7', '3.9.8', '4.1.4', '4.1.5', '4.1.10']) {
      expect(holdsAt(a, version) && holdsAt(b, version), `${a} and ${b} at ${version}`).toBe(false);
    }
  }
});

test('ranges read as words', () => {
  expect(formatRange({from: '3.6.2', to: '3.9.8'})).toBe('deepeval 3.6.2 to 3.9.8');
  expect(formatRange({from: '3.7.0', to: null})).toBe('deepeval 3.7.0 and later');
  expect(formatRange({from: '3.6.2', to: '3.6.2'})).toBe('deepeval 3.6.2 only');
  expect(formatRange(NEVER)).toBe('no deepeval release');
  expect(compareDeepeval('3.10.0', '3.9.9')).toBeGreaterThan(0);
});
