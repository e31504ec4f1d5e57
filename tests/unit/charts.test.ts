// The pure parts of the chart components: scales, ticks, formatting, text wrapping, label placement,
// and the layouts of small made-up charts. The blog's real charts are checked in tests/content/blog.test.ts.
import {expect, test} from '@playwright/test';
import {
  LAYOUT_WIDTHS,
  boxesOverlap,
  flowLegend,
  formatValue,
  layoutBars,
  layoutLines,
  layoutProblems,
  linearScale,
  niceMax,
  niceStep,
  spreadLabels,
  textBox,
  textWidth,
  thinTicks,
  ticks,
  wrapText,
  type TextItem,
} from '../../src/components/ChartFigure/geometry';
import {barInput, dataTable, groupedInput, lineInput, specProblems} from '../../src/components/ChartFigure/model';
import type {BarChartSpec, GroupedBarChartSpec, LineChartSpec} from '../../src/components/ChartFigure/types';

const SOURCE = {label: 'A study', href: 'https://example.com/study', note: 'Values from its text.'};

test('linearScale maps the domain onto the range, also reversed', () => {
  const x = linearScale([0, 100], [50, 650]);
  expect(x(0)).toBe(50);
  expect(x(50)).toBe(350);
  expect(x(100)).toBe(650);
  const y = linearScale([0, 30], [200, 0]);
  expect(y(15)).toBe(100);
  expect(() => linearScale([5, 5], [0, 1])).toThrow();
});

test('ticks use steps of 1, 2, 2.5 or 5 times a power of ten and end on the maximum', () => {
  expect(niceStep(100, 5)).toBe(20);
  expect(niceStep(30, 6)).toBe(5);
  expect(niceStep(15, 4)).toBe(5);
  expect(niceStep(0.7, 5)).toBe(0.2);
  expect(ticks(100, 5)).toEqual([0, 20, 40, 60, 80, 100]);
  expect(ticks(100, 4)).toEqual([0, 25, 50, 75, 100]);
  expect(ticks(30, 3)).toEqual([0, 10, 20, 30]);
  expect(niceMax(76.3)).toBe(80);
  expect(niceMax(47.3)).toBe(50);
  expect(niceMax(47.3, 4)).toBe(60);
  expect(niceMax(0)).toBe(1);
});

test('approximate values get "≈" and whole points; exact ones keep their decimals', () => {
  expect(formatValue(14.04, {approximate: true})).toBe('≈14%');
  expect(formatValue(17.2)).toBe('17.2%');
  expect(formatValue(11, {decimals: 0})).toBe('11%');
  expect(formatValue(0)).toBe('0.0%');
});

test('text width grows with length and font size; wide letters count more than narrow ones', () => {
  expect(textWidth('Toxicity', 13)).toBeGreaterThan(textWidth('Bias', 13));
  expect(textWidth('Bias', 26)).toBeCloseTo(textWidth('Bias', 13) * 2);
  expect(textWidth('WWW', 12)).toBeGreaterThan(textWidth('iii', 12) * 2);
});

test('wrapText breaks at spaces within the width and never loses a word', () => {
  const lines = wrapText('Intellectual Property (2 types)', 100, 13);
  expect(lines.length).toBeGreaterThan(1);
  for (const line of lines) expect(textWidth(line, 13)).toBeLessThanOrEqual(100);
  expect(lines.join(' ')).toBe('Intellectual Property (2 types)');
  expect(wrapText('Bias', 100, 13)).toEqual(['Bias']);
  expect(wrapText('Supercalifragilistic', 20, 13)).toEqual(['Supercalifragilistic']);
});

test('overlap checks see touching boxes as apart and crossing boxes as overlapping', () => {
  expect(boxesOverlap({x0: 0, y0: 0, x1: 10, y1: 10}, {x0: 10, y0: 0, x1: 20, y1: 10})).toBe(false);
  expect(boxesOverlap({x0: 0, y0: 0, x1: 10, y1: 10}, {x0: 9, y0: 9, x1: 20, y1: 20})).toBe(true);
  const label = (x: number, y: number, text: string): TextItem => ({x, y, lines: [text], anchor: 'start', fontSize: 12, role: 'value'});
  expect(layoutProblems({width: 200, height: 50, texts: [label(0, 20, 'Bias'), label(10, 22, 'Toxicity')]})).toEqual([
    '"Bias" overlaps "Toxicity"',
  ]);
  expect(layoutProblems({width: 50, height: 50, texts: [label(30, 20, 'Unauthorized Access')]})).toEqual([
    '"Unauthorized Access" sticks out of the 50×50 drawing',
  ]);
  const box = textBox({x: 100, y: 20, lines: ['ab', 'cd'], anchor: 'end', fontSize: 10, role: 'category'});
  expect(box.x1).toBe(100);
  expect(box.y1).toBeGreaterThan(20 + 10);
});

test('spreadLabels separates labels that want the same place and keeps them in bounds and in order', () => {
  const placed = spreadLabels([100, 101, 102, 300], 16, 0, 320);
  for (let i = 1; i < 3; i += 1) expect(placed[i]! - placed[i - 1]!).toBeGreaterThanOrEqual(16 - 1e-9);
  expect(placed[3]).toBe(300);
  const crowdedAtBottom = spreadLabels([200, 200, 200], 20, 0, 200);
  expect(Math.max(...crowdedAtBottom)).toBeLessThanOrEqual(190);
  expect(crowdedAtBottom[0]!).toBeLessThan(crowdedAtBottom[1]!);
});

test('thinTicks drops every other tick when labels would collide', () => {
  const crowded = Array.from({length: 15}, (_, i) => ({value: i + 1, x: i * 14, label: `${i + 1}`}));
  const kept = thinTicks(crowded, 12);
  expect(kept.length).toBeLessThan(15);
  expect(kept[0]!.value).toBe(1);
  const roomy = crowded.map((tick) => ({...tick, x: tick.x * 4}));
  expect(thinTicks(roomy, 12)).toHaveLength(15);
});

test('flowLegend wraps entries onto new rows when the width runs out', () => {
  const entries = [
    {label: 'Lightly aligned models', mark: 0},
    {label: 'Intensively aligned models', mark: 1},
  ];
  expect(new Set(flowLegend(entries, LAYOUT_WIDTHS.wide, 0).entries.map((e) => e.y)).size).toBe(1);
  expect(new Set(flowLegend(entries, 200, 0).entries.map((e) => e.y)).size).toBe(2);
});

const barSpec: BarChartSpec = {
  kind: 'bar',
  id: 'test-bars',
  title: 'Breach rate by class',
  summary: 'Competition leaked most.',
  source: SOURCE,
  valueLabel: 'Breach rate (%)',
  max: 100,
  bars: [
    {label: 'Intellectual Property (2 types)', value: 0, provenance: 'text'},
    {label: 'Competition (4 types)', value: 75, provenance: 'text'},
    {label: 'Excessive Agency (3 types)', value: 100, provenance: 'text'},
  ],
  reference: {value: 21.2, label: 'Overall average', provenance: 'chart'},
};

test('a bar layout keeps every label apart and inside the drawing at both widths', () => {
  for (const width of Object.values(LAYOUT_WIDTHS)) {
    const layout = layoutBars(barInput(barSpec), width);
    expect(layoutProblems(layout), `width ${width}`).toEqual([]);
    expect(layout.bars).toHaveLength(3);
    // A full bar ends where the axis ends; a zero bar has no length.
    expect(layout.bars[2]!.x + layout.bars[2]!.width).toBeCloseTo(layout.plot.x1);
    expect(layout.bars[0]!.width).toBe(0);
    expect(layout.reference!.x).toBeCloseTo(layout.plot.x0 + 0.212 * (layout.plot.x1 - layout.plot.x0));
  }
});

const groupedSpec: GroupedBarChartSpec = {
  kind: 'grouped-bar',
  id: 'test-grouped',
  title: 'By attack',
  summary: 'Heavily aligned models did worse on sophisticated attacks.',
  source: SOURCE,
  valueLabel: 'Breach rate (%)',
  series: [
    {key: 'a', label: 'Lightly aligned', provenance: 'chart'},
    {key: 'b', label: 'Intensively aligned', provenance: 'chart'},
  ],
  categories: [
    {label: 'Base64', section: 'Simple attacks', values: [23.5, 12.8]},
    {label: 'TreeJailbreaking', section: 'Sophisticated attacks', values: [16.5, 22.0]},
  ],
};

test('grouped bars get one pattern per series, section headings and a separator between sections', () => {
  const input = groupedInput(groupedSpec);
  expect(input.rows.map((row) => row.bars.map((bar) => bar.mark))).toEqual([[0, 1], [0, 1]]);
  expect(input.max).toBe(25);
  for (const width of Object.values(LAYOUT_WIDTHS)) {
    const layout = layoutBars(input, width);
    expect(layoutProblems(layout)).toEqual([]);
    expect(layout.texts.filter((t) => t.role === 'section').map((t) => t.lines.join(' '))).toEqual(['Simple attacks', 'Sophisticated attacks']);
    expect(layout.separators).toHaveLength(1);
    expect(layout.legend.entries).toHaveLength(2);
  }
});

const lineSpec: LineChartSpec = {
  kind: 'line',
  id: 'test-lines',
  title: 'By volume',
  summary: 'Two lines end close together.',
  source: SOURCE,
  valueLabel: 'Breach rate (%)',
  xLabel: 'Attacks per type',
  max: 30,
  x: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15],
  series: [
    {key: 'a', label: 'Series A', shortLabel: 'A', values: Array(15).fill(15.8), provenance: 'chart-approx'},
    {key: 'b', label: 'Series B', shortLabel: 'B', values: Array(15).fill(16.0), provenance: 'chart-approx'},
    {key: 'c', label: 'Series C', values: Array(15).fill(0), provenance: 'text'},
  ],
};

test('line end labels that would collide are spread apart, and approximate ends show "≈"', () => {
  const input = lineInput(lineSpec);
  expect(input.series.map((s) => s.endText)).toEqual(['A ≈16%', 'B ≈16%', 'Series C 0.0%']);
  for (const width of Object.values(LAYOUT_WIDTHS)) {
    const layout = layoutLines(input, width);
    expect(layoutProblems(layout), `width ${width}`).toEqual([]);
    expect(layout.paths.map((p) => p.points.length)).toEqual([15, 15, 15]);
  }
});

test('the data table lists every value with its ≈ where approximate', () => {
  const table = dataTable(lineSpec);
  expect(table.head).toEqual(['Attacks per type', 'Series A', 'Series B', 'Series C']);
  expect(table.rows).toHaveLength(15);
  expect(table.rows[0]).toEqual(['1', '≈16%', '≈16%', '0.0%']);
  expect(dataTable(barSpec).rows.at(-1)).toEqual(['Overall average', '21.2%']);
  expect(dataTable(groupedSpec).rows[0]).toEqual(['Base64 (simple attacks)', '23.5%', '12.8%']);
});

test('specProblems catches a value above the axis, a bad id, a long summary and unmarked derived values', () => {
  expect(specProblems(barSpec)).toEqual([]);
  expect(specProblems({...barSpec, max: 50})).toContain('a value exceeds the axis maximum');
  expect(specProblems({...barSpec, id: 'Bad Id'})).toHaveLength(1);
  expect(specProblems({...barSpec, summary: 'One. Two.'})).toContain('summary must be one sentence ending in a full stop');
  const derived: BarChartSpec = {...barSpec, bars: [{label: 'X', value: 3, provenance: 'derived'}], reference: undefined};
  expect(specProblems(derived)).toContain('the source note must say which values are derived');
  expect(specProblems({...derived, source: {...SOURCE, note: 'Derived: 100 minus the defense rate.'}})).toEqual([]);
});
