// Figures of "Intensive Alignment Training Backfires" (blog-facts.md §4). The post's charts and its text
// both use these numbers; tests/unit/blog-data.test.ts checks every percentage in the text.
import type {ChartSource, GroupedBarChartSpec} from '@site/src/components/ChartFigure/types';

const round1 = (value: number) => Math.round(value * 10) / 10;
const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;

const ORIGINAL = {
  label: 'Intensive Alignment Training Backfires (DeepTeam blog)',
  href: 'https://www.trydeepteam.com/blog/ai-safety-paradox-deepteam',
} as const;
const source = (note: string): ChartSource => ({...ORIGINAL, note});

export const MODELS = {
  light: ['GPT-3.5 Turbo', 'GPT-4 Turbo', 'Claude 3.5 Haiku'],
  heavy: ['DeepSeek-R1', 'o3', 'o4-mini'],
} as const;

export const ATTACKS_PER_MODEL = 108;
export const ATTACK_TYPES = 6;
/** derived, assuming an even split */
export const PER_TYPE_PER_MODEL = ATTACKS_PER_MODEL / ATTACK_TYPES;
export const TOTAL_ATTACKS = ATTACKS_PER_MODEL * (MODELS.light.length + MODELS.heavy.length);

/** Group averages stated in the post's text. */
export const TEXT_AVERAGES = {
  simple: {light: 24.1, heavy: 12.7},
  sophisticated: {light: 21.0, heavy: 24.1},
} as const;
/** The differences as the text states them (percentage points, though the post writes "%"). */
export const SIMPLE_DROP = round1(TEXT_AVERAGES.simple.light - TEXT_AVERAGES.simple.heavy);
export const SOPHISTICATED_RISE = round1(TEXT_AVERAGES.sophisticated.heavy - TEXT_AVERAGES.sophisticated.light);
/** derived: the same differences relative to the lightly-aligned rate. */
export const SIMPLE_DROP_RELATIVE = round1((SIMPLE_DROP / TEXT_AVERAGES.simple.light) * 100);
export const SOPHISTICATED_RISE_RELATIVE = round1((SOPHISTICATED_RISE / TEXT_AVERAGES.sophisticated.light) * 100);

/** Per-attack breach rates printed on the post's chart. */
export const BY_ATTACK = [
  {attack: 'Base64', family: 'Simple attacks', light: 23.5, heavy: 12.8},
  {attack: 'Leetspeak', family: 'Simple attacks', light: 24.7, heavy: 12.5},
  {attack: 'Multilingual', family: 'Simple attacks', light: 24.0, heavy: 11.6},
  {attack: 'Roleplay', family: 'Sophisticated attacks', light: 17.3, heavy: 20.8},
  {attack: 'PromptProbing', family: 'Sophisticated attacks', light: 16.5, heavy: 20.6},
  {attack: 'TreeJailbreaking', family: 'Sophisticated attacks', light: 16.5, heavy: 22.0},
] as const;

const family = (name: string) => BY_ATTACK.filter((row) => row.family === name);
/** derived: means of the chart's bars, which the text's averages should equal but mostly do not. */
export const CHART_MEANS = {
  simple: {light: round1(mean(family('Simple attacks').map((r) => r.light))), heavy: round1(mean(family('Simple attacks').map((r) => r.heavy)))},
  sophisticated: {
    light: round1(mean(family('Sophisticated attacks').map((r) => r.light))),
    heavy: round1(mean(family('Sophisticated attacks').map((r) => r.heavy))),
  },
};

const SERIES = [
  {key: 'light', label: 'Lightly aligned (GPT-3.5 Turbo, GPT-4 Turbo, Claude 3.5 Haiku)'},
  {key: 'heavy', label: 'Intensively aligned (DeepSeek-R1, o3, o4-mini)'},
] as const;

export const byAttackChart: GroupedBarChartSpec = {
  kind: 'grouped-bar',
  id: 'alignment-attacks',
  title: 'Breach rate by attack and by how heavily the models were aligned',
  summary:
    'Against Base64, Leetspeak and Multilingual the intensively aligned models were breached about half as often, while against Roleplay, PromptProbing and TreeJailbreaking they were breached more often than the lightly aligned ones.',
  source: source('Values printed on the bars of the post’s chart.'),
  valueLabel: 'Breach rate (%)',
  max: 30,
  series: SERIES.map((s) => ({...s, provenance: 'chart' as const})),
  categories: BY_ATTACK.map((row) => ({label: row.attack, section: row.family, values: [row.light, row.heavy]})),
};

export const averagesChart: GroupedBarChartSpec = {
  kind: 'grouped-bar',
  id: 'alignment-averages',
  title: 'Average breach rate by attack family, as the post’s text states it',
  summary:
    'By the text’s averages, intensive alignment cut simple-attack breaches from 24.1% to 12.7% and raised sophisticated-attack breaches from 21.0% to 24.1%.',
  source: source(
    'Averages as stated in the post’s text. Means of its chart’s bars differ for three of the four values (see the table below the chart).',
  ),
  valueLabel: 'Breach rate (%)',
  max: 30,
  series: SERIES.map((s) => ({...s, provenance: 'text' as const})),
  categories: [
    {label: 'Simple attacks', values: [TEXT_AVERAGES.simple.light, TEXT_AVERAGES.simple.heavy]},
    {label: 'Sophisticated attacks', values: [TEXT_AVERAGES.sophisticated.light, TEXT_AVERAGES.sophisticated.heavy]},
  ],
};

/** derived: per-attack gap (intensively minus lightly aligned) for the sophisticated attacks, in points. */
export const SOPHISTICATED_GAPS = family('Sophisticated attacks').map((row) => round1(row.heavy - row.light));
/** derived: the sophisticated-attack gap by the chart's own bars, in points. */
export const CHART_SOPHISTICATED_GAP = round1(CHART_MEANS.sophisticated.heavy - CHART_MEANS.sophisticated.light);
/** derived: sophisticated attacks per model per family, if split evenly (3 attacks × 18). */
export const PER_FAMILY_PER_MODEL = 3 * PER_TYPE_PER_MODEL;
