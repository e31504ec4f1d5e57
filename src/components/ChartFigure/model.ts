// Turns a chart's typed data (types.ts) into layout input (geometry.ts) and into the rows of the data
// table under the chart. Pure, like geometry.ts, so unit tests can run it over every chart in the blog.
import {formatValue, niceMax, type BarsInput, type LineInput} from './geometry';
import type {BarChartSpec, ChartSpec, GroupedBarChartSpec, LineChartSpec, Provenance} from './types';

/** Fill patterns (bars) or marker-and-dash styles (lines): every series is told apart by more than colour. */
export const MARKS = 4;

const isApprox = (provenance: Provenance) => provenance === 'chart-approx';

export function chartValues(spec: ChartSpec): number[] {
  switch (spec.kind) {
    case 'bar':
      return [...spec.bars.map((bar) => bar.value), ...(spec.reference ? [spec.reference.value] : [])];
    case 'grouped-bar':
      return spec.categories.flatMap((category) => category.values);
    case 'line':
      return spec.series.flatMap((series) => series.values);
  }
}

export function axisMax(spec: ChartSpec): number {
  return spec.max ?? niceMax(Math.max(...chartValues(spec)));
}

function format(spec: ChartSpec, value: number, provenance: Provenance): string {
  return formatValue(value, {decimals: spec.decimals ?? 1, approximate: isApprox(provenance)});
}

export function barInput(spec: BarChartSpec): BarsInput {
  const groups = spec.groups ?? [];
  const markOf = (group?: string) => Math.max(0, groups.findIndex((g) => g.key === group)) % MARKS;
  return {
    rows: spec.bars.map((bar) => ({
      label: bar.label,
      bars: [{value: bar.value, text: format(spec, bar.value, bar.provenance), mark: markOf(bar.group)}],
    })),
    max: axisMax(spec),
    valueLabel: spec.valueLabel,
    legend: groups.map((group, i) => ({label: group.label, mark: i % MARKS})),
    reference: spec.reference && {
      value: spec.reference.value,
      text: `${spec.reference.label}: ${format(spec, spec.reference.value, spec.reference.provenance)}`,
    },
  };
}

export function groupedInput(spec: GroupedBarChartSpec): BarsInput {
  return {
    rows: spec.categories.map((category) => ({
      label: category.label,
      section: category.section,
      bars: spec.series.map((series, i) => ({
        value: category.values[i]!,
        text: format(spec, category.values[i]!, series.provenance),
        mark: i % MARKS,
      })),
    })),
    max: axisMax(spec),
    valueLabel: spec.valueLabel,
    legend: spec.series.map((series, i) => ({label: series.label, mark: i % MARKS})),
  };
}

export function lineInput(spec: LineChartSpec): LineInput {
  return {
    x: spec.x,
    series: spec.series.map((series, i) => {
      const last = series.values[series.values.length - 1]!;
      return {values: series.values, endText: `${series.shortLabel ?? series.label} ${format(spec, last, series.provenance)}`, mark: i % MARKS};
    }),
    max: axisMax(spec),
    valueLabel: spec.valueLabel,
    xLabel: spec.xLabel,
    legend: spec.series.map((series, i) => ({label: series.label, mark: i % MARKS})),
  };
}

export type DataTable = {
  readonly head: readonly string[];
  readonly rows: readonly (readonly string[])[];
};

/** The numbers behind a chart as a table: first column the category (or x), one column per series. */
export function dataTable(spec: ChartSpec): DataTable {
  switch (spec.kind) {
    case 'bar': {
      const groups = spec.groups ?? [];
      const head = ['', spec.valueLabel, ...(groups.length ? ['Group'] : [])];
      const rows = spec.bars.map((bar) => [
        bar.label,
        format(spec, bar.value, bar.provenance),
        ...(groups.length ? [groups.find((g) => g.key === bar.group)?.label ?? ''] : []),
      ]);
      if (spec.reference) {
        rows.push([spec.reference.label, format(spec, spec.reference.value, spec.reference.provenance), ...(groups.length ? [''] : [])]);
      }
      return {head, rows};
    }
    case 'grouped-bar':
      return {
        head: ['', ...spec.series.map((series) => series.label)],
        rows: spec.categories.map((category) => [
          category.section ? `${category.label} (${category.section.toLowerCase()})` : category.label,
          ...spec.series.map((series, i) => format(spec, category.values[i]!, series.provenance)),
        ]),
      };
    case 'line':
      return {
        head: [spec.xLabel, ...spec.series.map((series) => series.label)],
        rows: spec.x.map((x, row) => [`${x}`, ...spec.series.map((series) => format(spec, series.values[row]!, series.provenance))]),
      };
  }
}

/** True when the chart draws values read off a picture; its caption must say so. */
export function hasApproximations(spec: ChartSpec): boolean {
  switch (spec.kind) {
    case 'bar':
      return spec.bars.some((bar) => isApprox(bar.provenance)) || (spec.reference ? isApprox(spec.reference.provenance) : false);
    case 'grouped-bar':
    case 'line':
      return spec.series.some((series) => isApprox(series.provenance));
  }
}

/** True when some values are our arithmetic rather than published figures. */
export function hasDerived(spec: ChartSpec): boolean {
  switch (spec.kind) {
    case 'bar':
      return spec.bars.some((bar) => bar.provenance === 'derived') || spec.reference?.provenance === 'derived';
    case 'grouped-bar':
    case 'line':
      return spec.series.some((series) => series.provenance === 'derived');
  }
}

/** Problems in a chart's data that would make it lie or break: checked for every chart in the blog. */
export function specProblems(spec: ChartSpec): string[] {
  const problems: string[] = [];
  if (!/^[a-z][a-z0-9-]*$/.test(spec.id)) problems.push(`id "${spec.id}" must be lowercase letters, digits and dashes`);
  const summary = spec.summary.trim();
  if (!summary.endsWith('.') || /[.!?]\s+[A-Z]/.test(summary)) problems.push('summary must be one sentence ending in a full stop');
  const values = chartValues(spec);
  if (values.some((v) => !Number.isFinite(v) || v < 0)) problems.push('values must be finite and not negative');
  if (Math.max(...values) > axisMax(spec)) problems.push('a value exceeds the axis maximum');
  if (spec.kind === 'grouped-bar') {
    if (spec.series.length > MARKS) problems.push(`at most ${MARKS} series`);
    spec.categories.forEach((c) => c.values.length !== spec.series.length && problems.push(`${c.label}: one value per series`));
  }
  if (spec.kind === 'line') {
    if (spec.series.length > MARKS) problems.push(`at most ${MARKS} series`);
    spec.series.forEach((s) => s.values.length !== spec.x.length && problems.push(`${s.label}: one value per x`));
  }
  if (spec.kind === 'bar' && spec.groups && spec.groups.length > MARKS) problems.push(`at most ${MARKS} groups`);
  if (hasDerived(spec) && !/derived|our arithmetic/i.test(spec.source.note)) problems.push('the source note must say which values are derived');
  return problems;
}
