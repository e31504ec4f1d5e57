// Typed shapes of the chart data that blog posts keep next to their MDX (blog/<post>/data.ts).
// Everything a chart says, including its accessible summary and its source line, lives in the data.

/** Where a figure comes from, as blog-facts.md marks it. */
export type Provenance =
  /** Stated in the original post's text. */
  | 'text'
  /** Printed as a label on the original post's chart. */
  | 'chart'
  /** Measured from pixel positions on the original chart (about ±1 point): always shown with "≈". */
  | 'chart-approx'
  /** Our own arithmetic on the published figures. */
  | 'derived';

export type ChartSource = {
  /** Name of the publication the numbers come from. */
  readonly label: string;
  readonly href: string;
  /** Which of its figures the chart draws, said in plain words ("values stated in the post's text"). */
  readonly note: string;
};

type ChartCommon = {
  /** Unique on the page; prefixes the ids inside the SVG. Lowercase letters, digits and dashes. */
  readonly id: string;
  readonly title: string;
  /** One sentence saying what the chart shows; the SVG's <desc>. */
  readonly summary: string;
  readonly source: ChartSource;
  /** Label of the value axis, e.g. "Breach rate (%)". */
  readonly valueLabel: string;
  /** Upper end of the value axis (the lower end is 0). Defaults to a round number above the data. */
  readonly max?: number;
  /** Decimals shown for exact values (approximate values are shown rounded to whole points). */
  readonly decimals?: number;
};

export type Series = {
  readonly key: string;
  readonly label: string;
  /** A short name for direct labels where space is tight (line charts); defaults to label. */
  readonly shortLabel?: string;
  readonly provenance: Provenance;
};

/** Horizontal bars, one per category; bars may belong to groups that get their own fill pattern. */
export type BarChartSpec = ChartCommon & {
  readonly kind: 'bar';
  readonly bars: readonly {
    readonly label: string;
    readonly value: number;
    readonly provenance: Provenance;
    /** Key of one of `groups`. */
    readonly group?: string;
  }[];
  readonly groups?: readonly {readonly key: string; readonly label: string}[];
  /** A dashed line across the bars, e.g. an overall average. */
  readonly reference?: {readonly value: number; readonly label: string; readonly provenance: Provenance};
};

/** Horizontal bars in clusters: one cluster per category, one bar per series. */
export type GroupedBarChartSpec = ChartCommon & {
  readonly kind: 'grouped-bar';
  readonly series: readonly Series[];
  readonly categories: readonly {
    readonly label: string;
    /** Values in the order of `series`. */
    readonly values: readonly number[];
    /** Categories with the same section are drawn under one section heading. */
    readonly section?: string;
  }[];
};

/** Lines over a numeric x axis, each series with its own marker, dash and direct label. */
export type LineChartSpec = ChartCommon & {
  readonly kind: 'line';
  readonly xLabel: string;
  readonly x: readonly number[];
  readonly series: readonly (Series & {readonly values: readonly number[]})[];
};

export type ChartSpec = BarChartSpec | GroupedBarChartSpec | LineChartSpec;
