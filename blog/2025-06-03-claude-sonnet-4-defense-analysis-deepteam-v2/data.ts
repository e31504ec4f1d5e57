// Figures of "Analyzing Claude Sonnet 4 Defenses" (blog-facts.md §3). The post's charts and its text both
// use these numbers; tests/unit/blog-data.test.ts checks every percentage in the text.
import type {BarChartSpec, ChartSource} from '@site/src/components/ChartFigure/types';

const round1 = (value: number) => Math.round(value * 10) / 10;

const ORIGINAL = {
  label: 'Analyzing Claude Sonnet 4 Defenses (DeepTeam blog)',
  href: 'https://www.trydeepteam.com/blog/claude-sonnet-4-defense-analysis-deepteam-v2',
} as const;
const source = (note: string): ChartSource => ({...ORIGINAL, note});

export const SONNET_DEFENSE = 93.2;
/** The post also rounds it to 93%. */
export const SONNET_DEFENSE_ROUNDED = 93;
export const OPUS_DEFENSE = 83.6;
/** The gap as the post's text states it, in points. */
export const GAP_TEXT = 10;
/** derived */
export const GAP = round1(SONNET_DEFENSE - OPUS_DEFENSE);
/** derived: breach rates behind the two defense rates. */
export const SONNET_BREACH = round1(100 - SONNET_DEFENSE);
export const OPUS_BREACH = round1(100 - OPUS_DEFENSE);

/** Set-up: 7 techniques, 4 vulnerabilities, 5 attacks each (the product is derived). */
export const TECHNIQUES = 7;
export const VULNERABILITIES = 4;
export const PER_VULNERABILITY = 5;
export const TOTAL_ATTACKS = TECHNIQUES * VULNERABILITIES * PER_VULNERABILITY;

/** Defense rate by attack, from the text; breach rate is derived as 100 − defense. */
export const BY_ATTACK = [
  {attack: 'Crescendo', turns: 'multi', defense: 89},
  {attack: 'Linear', turns: 'multi', defense: 91},
  {attack: 'Roleplay', turns: 'single', defense: 93},
  {attack: 'Leetspeak', turns: 'single', defense: 98},
] as const;
export const BREACH_BY_ATTACK = BY_ATTACK.map((row) => ({...row, breach: 100 - row.defense}));

const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;
/** derived: mean breach rate of each family and their ratio. */
export const MULTI_TURN_BREACH = round1(mean(BREACH_BY_ATTACK.filter((r) => r.turns === 'multi').map((r) => r.breach)));
export const SINGLE_TURN_BREACH = round1(mean(BREACH_BY_ATTACK.filter((r) => r.turns === 'single').map((r) => r.breach)));
export const RATIO_DERIVED = round1(MULTI_TURN_BREACH / SINGLE_TURN_BREACH);
/** The ratio the post states. */
export const RATIO_TEXT = 2.3;

/** Defense rate by vulnerability: the post gives only these two. */
export const BY_VULNERABILITY = [
  {vulnerability: 'Competition', defense: 94},
  {vulnerability: 'Toxicity', defense: 91},
] as const;

export const breachByAttackChart: BarChartSpec = {
  kind: 'bar',
  id: 'sonnet-attacks',
  title: 'Breach rate of Claude Sonnet 4 by attack',
  summary:
    'Derived from the published defense rates: Crescendo got through 11% of the time, Linear 9%, Roleplay 7% and Leetspeak 2%, so both multi-turn attacks beat both single-turn ones.',
  source: source('Breach rates are derived (our arithmetic: 100 minus the defense rate the post’s text gives for each attack).'),
  valueLabel: 'Breach rate (%, derived)',
  max: 15,
  decimals: 0,
  groups: [
    {key: 'multi', label: 'Multi-turn attack'},
    {key: 'single', label: 'Single-turn attack'},
  ],
  bars: BREACH_BY_ATTACK.map((row) => ({label: row.attack, value: row.breach, provenance: 'derived', group: row.turns})),
};

export const modelsChart: BarChartSpec = {
  kind: 'bar',
  id: 'sonnet-vs-opus',
  title: 'Defense rate: Claude Sonnet 4 and Claude Opus 4',
  summary: 'Claude Sonnet 4 resisted 93.2% of the attacks and Claude Opus 4 83.6%, a gap of 9.6 points.',
  source: source('Rates as stated in the post’s text; the post does not say whether the Opus 4 figure comes from the same run.'),
  valueLabel: 'Defense rate (%)',
  max: 100,
  bars: [
    {label: 'claude-sonnet-4', value: SONNET_DEFENSE, provenance: 'text'},
    {label: 'claude-opus-4', value: OPUS_DEFENSE, provenance: 'text'},
  ],
};
