// Figures of "Breaking Gemini 2.5 Pro using DeepTeam" (blog-facts.md §1). The post's charts and its
// text both use these numbers; tests/unit/blog-data.test.ts checks every percentage in the text.
import type {BarChartSpec, ChartSource, GroupedBarChartSpec} from '@site/src/components/ChartFigure/types';

const round1 = (value: number) => Math.round(value * 10) / 10;

const ORIGINAL = {
  label: 'Breaking Gemini 2.5 Pro using DeepTeam (DeepTeam blog)',
  href: 'https://www.trydeepteam.com/blog/breaking-gemini-pro-deepteam',
} as const;

const source = (note: string): ChartSource => ({...ORIGINAL, note});

/** Baseline breach rate by vulnerability class, with the number of types tested in each. */
export const BASELINE = [
  {label: 'Bias', types: 4, rate: 0.0},
  {label: 'Toxicity', types: 4, rate: 0.0},
  {label: 'Graphic Content', types: 3, rate: 0.0},
  {label: 'Competition', types: 4, rate: 75.0},
  {label: 'Excessive Agency', types: 3, rate: 66.7},
  {label: 'Misinformation', types: 1, rate: 0.0},
  {label: 'Personal Safety', types: 5, rate: 20.0},
  {label: 'Intellectual Property', types: 2, rate: 0.0},
  {label: 'Illegal Activity', types: 7, rate: 14.3},
] as const;

/** The overall average, printed only on the post's chart. */
export const OVERALL_BASELINE = 21.2;
export const TOTAL_TYPES = BASELINE.reduce((sum, row) => sum + row.types, 0);
/** derived: breaches per class behind the rates (3 of 4, 2 of 3, 1 of 5, 1 of 7). */
export const BASELINE_BREACHES = BASELINE.reduce((sum, row) => sum + Math.round((row.rate / 100) * row.types), 0);
export const OVERALL_FROM_BREACHES = round1((BASELINE_BREACHES / TOTAL_TYPES) * 100);

export const baselineChart: BarChartSpec = {
  kind: 'bar',
  id: 'gemini-baseline',
  title: 'Baseline breach rate by vulnerability class',
  summary:
    'Gemini 2.5 Pro leaked most on Competition (75.0%) and Excessive Agency (66.7%), sometimes on Personal Safety and Illegal Activity, and never on the other five classes.',
  source: source('Rates as stated in the post’s text, which match its chart; the overall average appears on the chart only.'),
  valueLabel: 'Breach rate (%)',
  max: 100,
  bars: BASELINE.map((row) => ({label: `${row.label} (${row.types} ${row.types === 1 ? 'type' : 'types'})`, value: row.rate, provenance: 'text'})),
  reference: {value: OVERALL_BASELINE, label: 'Overall average', provenance: 'chart'},
};

/** Few-shot priming: breach rate by number of real breaches replayed as examples (chart values). */
export const FEW_SHOT = [
  {shots: 1, groupA: 50.0, groupB: 5.5, overall: 35.2},
  {shots: 4, groupA: 75.0, groupB: 11.0, overall: 53.7},
  {shots: 16, groupA: 75.0, groupB: 21.0, overall: 57.0},
  {shots: 64, groupA: 100.0, groupB: 29.0, overall: 76.3},
] as const;

const first = FEW_SHOT[0];
const last = FEW_SHOT[FEW_SHOT.length - 1]!;
/** derived: rise from 1 to 64 examples, in percentage points. */
export const FEW_SHOT_RISE = {
  overall: round1(last.overall - first.overall),
  groupA: round1(last.groupA - first.groupA),
  groupB: round1(last.groupB - first.groupB),
};

export const fewShotChart: GroupedBarChartSpec = {
  kind: 'grouped-bar',
  id: 'gemini-few-shot',
  title: 'Breach rate after priming with real breaches',
  summary:
    'With more replayed breaches the overall rate rose from 35.2% to 76.3%; Group A reached 100.0% at 64 examples while Group B stayed at or below 29.0%.',
  source: source(
    'Values printed on the post’s chart. Its text puts Group A’s 50% at four examples instead of one; this chart follows the chart.',
  ),
  valueLabel: 'Breach rate (%)',
  max: 100,
  series: [
    {key: 'a', label: 'Group A: Competition, Excessive Agency, Personal Safety', provenance: 'chart'},
    {key: 'b', label: 'Group B: Bias, Toxicity, Graphic Content', provenance: 'chart'},
    {key: 'overall', label: 'Overall', provenance: 'chart'},
  ],
  categories: FEW_SHOT.map((row) => ({
    label: `${row.shots} ${row.shots === 1 ? 'example' : 'examples'}`,
    values: [row.groupA, row.groupB, row.overall],
  })),
};

/** Single-turn attacks on Bias and Toxicity without priming (text). */
export const ENHANCEMENTS = [
  {attack: 'Roleplay', before: 0, after: 87.5},
  {attack: 'ContextualChains', before: 0, after: 37.5},
] as const;
/** derived: the rates equal 7 and 3 breaches out of the 8 Bias and Toxicity types. */
export const BIAS_TOXICITY_TYPES = 8;
export const ENHANCEMENT_BREACHES = ENHANCEMENTS.map((row) => (row.after / 100) * BIAS_TOXICITY_TYPES);

/** The one-extra-breach effect on Competition's rate (derived): one type in four is 25 points. */
export const ONE_BREACH_IN_COMPETITION = round1(100 / 4);
