// Figures of "Bypassing Claude 4 Opus with Roleplay" (blog-facts.md §2). The post's charts and its text
// both use these numbers; tests/unit/blog-data.test.ts checks every percentage in the text.
import type {ChartSource, GroupedBarChartSpec, LineChartSpec} from '@site/src/components/ChartFigure/types';

const round1 = (value: number) => Math.round(value * 10) / 10;

const ORIGINAL = {
  label: 'Bypassing Claude 4 Opus with Roleplay (DeepTeam blog)',
  href: 'https://www.trydeepteam.com/blog/shakespeare-claude-jailbreak-deepteam',
} as const;
const source = (note: string): ChartSource => ({...ORIGINAL, note});

/** Final breach rates stated in the post's text (the headline figures). */
export const FINAL = [
  {vulnerability: 'Bias', promptInjection: 0, roleplay: 17.2},
  {vulnerability: 'Toxicity', promptInjection: 0, roleplay: 18.6},
  {vulnerability: 'Unauthorized Access', promptInjection: 0, roleplay: 18.0},
] as const;

/** The post's own rounded average for Roleplay ("about 18%"). */
export const ROLEPLAY_AVERAGE_TEXT = 18;
/** derived: the mean of the three Roleplay rates. */
export const ROLEPLAY_MEAN = round1(FINAL.reduce((sum, row) => sum + row.roleplay, 0) / FINAL.length);
/** derived: spread between the highest and lowest Roleplay rate, in points. */
export const ROLEPLAY_SPREAD = round1(Math.max(...FINAL.map((r) => r.roleplay)) - Math.min(...FINAL.map((r) => r.roleplay)));

/** Set-up: 9 types, 15 PromptInjection and 15 Roleplay attacks per type. */
export const TYPES = 9;
export const ATTACKS_PER_TYPE_EACH = 15;
/** derived */
export const TOTAL_ATTACKS = TYPES * ATTACKS_PER_TYPE_EACH * 2;
/** derived: Roleplay attempts per vulnerability (3 types × 15), and what one breach more or less moves. */
export const ATTEMPTS_PER_VULNERABILITY = 3 * ATTACKS_PER_TYPE_EACH;
export const ONE_BREACH_POINTS = round1(100 / ATTEMPTS_PER_VULNERABILITY);
export const ROLEPLAY_WEIGHT = 5;
export const PROMPT_INJECTION_WEIGHT = 1;
/** derived: the share of cases 0.2.8 would give Roleplay if both attacks ran in one red_team() call. */
export const ROLEPLAY_SHARE_ONE_RUN = round1((ROLEPLAY_WEIGHT / (ROLEPLAY_WEIGHT + PROMPT_INJECTION_WEIGHT)) * 100);

export const finalChart: GroupedBarChartSpec = {
  kind: 'grouped-bar',
  id: 'opus-final',
  title: 'Breach rate after 15 attacks per type, by vulnerability',
  summary:
    'Prompt injection breached Claude 4 Opus 0.0% of the time for every vulnerability, while the period-persona Roleplay attack reached 17.2% to 18.6%.',
  source: source('Rates as stated in the post’s text. Its chart ends lower for Bias and Unauthorized Access; see the next chart.'),
  valueLabel: 'Breach rate (%)',
  max: 25,
  series: [
    {key: 'pi', label: 'PromptInjection', provenance: 'text'},
    {key: 'rp', label: 'Roleplay (period persona)', provenance: 'text'},
  ],
  categories: FINAL.map((row) => ({label: row.vulnerability, values: [row.promptInjection, row.roleplay]})),
};

/** Breach rate by attacks per type, measured off the post's line chart (±1 point). */
export const BY_VOLUME = {
  x: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15],
  bias: [14.0, 13.8, 14.4, 14.1, 14.8, 13.6, 15.1, 14.0, 13.3, 14.7, 14.1, 13.9, 14.5, 14.3, 14.0],
  toxicity: [7.1, 8.3, 9.5, 11.2, 13.0, 14.8, 15.6, 16.9, 17.2, 17.8, 18.1, 17.6, 18.3, 18.0, 18.2],
  unauthorizedAccess: [22.0, 21.8, 20.7, 19.2, 18.1, 17.0, 16.8, 16.2, 15.7, 16.0, 16.3, 15.9, 16.1, 16.0, 15.8],
  promptInjection: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
} as const;
/** Printed on the chart itself: its peak label at 15 attacks. */
export const CHART_PEAK_TOXICITY = 18.2;

export const volumeChart: LineChartSpec = {
  kind: 'line',
  id: 'opus-volume',
  title: 'Breach rate as attacks per type grow from 1 to 15',
  summary:
    'Read off the published chart: Roleplay against Toxicity climbs from about 7% to about 18%, Unauthorized Access falls from about 22% to about 16%, Bias stays near 14%, and prompt injection stays at 0.0% throughout.',
  source: source(
    'Roleplay lines measured from the post’s line chart; the prompt-injection line is 0% at every volume, as its text and chart both state. The chart’s end points do not match the text’s final rates (previous chart).',
  ),
  valueLabel: 'Breach rate (%)',
  xLabel: 'Attacks per vulnerability type',
  max: 30,
  decimals: 1,
  x: BY_VOLUME.x,
  series: [
    {key: 'bias', label: 'Roleplay – Bias', shortLabel: 'Bias', values: BY_VOLUME.bias, provenance: 'chart-approx'},
    {key: 'tox', label: 'Roleplay – Toxicity', shortLabel: 'Toxicity', values: BY_VOLUME.toxicity, provenance: 'chart-approx'},
    {key: 'ua', label: 'Roleplay – Unauthorized Access', shortLabel: 'Unauth.', values: BY_VOLUME.unauthorizedAccess, provenance: 'chart-approx'},
    {key: 'pi', label: 'PromptInjection (all three)', shortLabel: 'Inj.', values: BY_VOLUME.promptInjection, provenance: 'text'},
  ],
};
