// Figures of "Comparing Jailbreaking Techniques" (blog-facts.md §5). The post's charts and its text both
// use these numbers; tests/unit/blog-data.test.ts checks every percentage in the text.
import type {BarChartSpec, ChartSource} from '@site/src/components/ChartFigure/types';

const round1 = (value: number) => Math.round(value * 10) / 10;
const round2 = (value: number) => Math.round(value * 100) / 100;
const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;

const ORIGINAL = {
  label: 'Comparing Jailbreaking Techniques (DeepTeam blog)',
  href: 'https://www.trydeepteam.com/blog/multi-turn-jailbreaking-analysis-deepteam',
} as const;
const source = (note: string): ChartSource => ({...ORIGINAL, note});

/** Average breach rate by attack, from the text. */
export const ATTACKS = [
  {attack: 'Crescendo', rate: 47.3},
  {attack: 'Tree', rate: 32.8},
  {attack: 'Linear', rate: 19.2},
] as const;
/** As the text states it. */
export const CRESCENDO_OVER_LINEAR_TEXT = 2.46;
/** derived, to check the text's ratio */
export const CRESCENDO_OVER_LINEAR = round2(ATTACKS[0].rate / ATTACKS[2].rate);

/** Mean breach rate per model over the three attacks, from the text (lower is more robust). */
export const MODELS = [
  {model: 'claude-3-5-sonnet', rate: 24.1},
  {model: 'claude-4-opus', rate: 28.7},
  {model: 'gemini-2.5-flash', rate: 33.2},
  {model: 'o4-mini', rate: 36.8},
  {model: 'gemini-2.0-flash', rate: 39.4},
  {model: 'gpt-4.1', rate: 41.7},
] as const;
/** Spread between most and least robust, as stated (and checked below). */
export const SPREAD_TEXT = 17.6;
export const SPREAD = round1(MODELS[MODELS.length - 1]!.rate - MODELS[0]!.rate);
/** derived: the two grand means, which should agree and come out about one point apart. */
export const MEAN_OF_MODELS = round1(mean(MODELS.map((m) => m.rate)));
export const MEAN_OF_ATTACKS = round1(mean(ATTACKS.map((a) => a.rate)));

export const VULNERABILITIES = [
  {vulnerability: 'Competition', rate: 52.4},
  {vulnerability: 'Bias', rate: 31.2},
  {vulnerability: 'Toxicity', rate: 28.9},
] as const;

/** The only attack × model cells the post gives. */
export const PAIRINGS = [
  {attack: 'Crescendo', model: 'gpt-4.1', rate: 73.2, note: 'most breached'},
  {attack: 'Tree', model: 'gemini-2.0-flash', rate: 64.8, note: 'second most breached'},
  {attack: 'Crescendo', model: 'o4-mini', rate: 61.5, note: 'third most breached'},
  {attack: 'Linear', model: 'claude-3-5-sonnet', rate: 8.7, note: 'least breached'},
  {attack: 'Linear', model: 'claude-4-opus', rate: 12.3, note: 'second least breached'},
  {attack: 'Tree', model: 'claude-3-5-sonnet', rate: 16.9, note: 'third least breached'},
] as const;

/** Set-up: 6 models × 3 attacks × 3 vulnerabilities × 5 = 270 (derived; matches the stated total). */
export const TOTAL_ATTACKS = MODELS.length * ATTACKS.length * VULNERABILITIES.length * 5;

/** What the post's own charts print; they disagree with its text (not drawn, listed in the post). */
export const PUBLISHED_CHARTS = {
  attackRankings: [
    {attack: 'Crescendo', rate: 80.0},
    {attack: 'Linear', rate: 68.1},
    {attack: 'Tree', rate: 63.4},
  ],
  modelResilience: [
    {model: 'gemini-2.5-flash', rate: 38.9},
    {model: 'claude-opus-4', rate: 40.7},
    {model: 'claude-3-7-sonnet', rate: 44.4},
    {model: 'gemini-2.0-flash', rate: 47.2},
    {model: 'gpt-4.1', rate: 50.0},
    {model: 'o4-mini', rate: 50.0},
  ],
  /** chart≈: the radar chart draws both Claude models at about this rate under Crescendo. */
  radarClaudeCrescendoApprox: 100,
} as const;

const TEXT_NOTE = 'Rates as stated in the post’s text, which its headline and conclusion use. The post’s own charts print different values.';

export const attacksChart: BarChartSpec = {
  kind: 'bar',
  id: 'multi-turn-attacks',
  title: 'Average breach rate by multi-turn attack',
  summary: 'Crescendo breached the six models most often at 47.3%, Tree came second at 32.8% and Linear last at 19.2%.',
  source: source(TEXT_NOTE),
  valueLabel: 'Average breach rate (%)',
  max: 60,
  bars: ATTACKS.map((row) => ({label: row.attack, value: row.rate, provenance: 'text'})),
};

export const modelsChart: BarChartSpec = {
  kind: 'bar',
  id: 'multi-turn-models',
  title: 'Average breach rate by model (lower is more robust)',
  summary: 'claude-3-5-sonnet was breached least at 24.1% and gpt-4.1 most at 41.7%, with the other four models in between.',
  source: source(TEXT_NOTE),
  valueLabel: 'Average breach rate (%)',
  max: 60,
  bars: MODELS.map((row) => ({label: row.model, value: row.rate, provenance: 'text'})),
};

export const vulnerabilitiesChart: BarChartSpec = {
  kind: 'bar',
  id: 'multi-turn-vulnerabilities',
  title: 'Average breach rate by vulnerability, all attacks and models',
  summary: 'Competition leaked far more often than the others at 52.4%, against 31.2% for Bias and 28.9% for Toxicity.',
  source: source('Rates as stated in the post’s text.'),
  valueLabel: 'Average breach rate (%)',
  max: 60,
  bars: VULNERABILITIES.map((row) => ({label: row.vulnerability, value: row.rate, provenance: 'text'})),
};
