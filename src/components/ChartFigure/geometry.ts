// The pure half of the charts: scales, ticks, text measuring, label wrapping and placement, and the
// layouts the components draw. No React and no DOM, so it runs the same at build time, in the browser
// and in unit tests (tests/unit/charts.test.ts), which check that no two labels of a real chart overlap.

/** The two drawings every chart ships; CSS shows the narrow one in containers under 480 px. */
export const LAYOUT_WIDTHS = {wide: 720, narrow: 340} as const;
export type LayoutName = keyof typeof LAYOUT_WIDTHS;

export const FONT_SIZE = 13;
export const SMALL_FONT_SIZE = 12;
const LINE_HEIGHT = 1.3;

// ---------------------------------------------------------------------------------------------------
// Numbers

/** A function from a domain [d0, d1] onto a range [r0, r1]. */
export function linearScale(domain: readonly [number, number], range: readonly [number, number]): (value: number) => number {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  if (d1 === d0) throw new Error('linearScale: empty domain');
  return (value) => r0 + ((value - d0) / (d1 - d0)) * (r1 - r0);
}

/** A step of 1, 2, 2.5 or 5 times a power of ten that cuts [0, max] into about `count` parts. */
export function niceStep(max: number, count: number): number {
  if (!(max > 0) || count < 1) throw new Error('niceStep: max must be positive and count at least 1');
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/** The round number at or above the data's maximum that the value axis ends on. */
export function niceMax(dataMax: number, count = 5): number {
  if (dataMax <= 0) return 1;
  const step = niceStep(dataMax, count);
  return Math.ceil(dataMax / step - 1e-9) * step;
}

/** Tick values from 0 to max inclusive, about `count` intervals apart. */
export function ticks(max: number, count: number): number[] {
  const step = niceStep(max, count);
  const result: number[] = [];
  for (let i = 0; i * step <= max + 1e-9; i += 1) result.push(Number((i * step).toFixed(10)));
  return result;
}

/** Formats a value; approximations get "≈" and whole points only, since they are read off a picture. */
export function formatValue(value: number, options: {decimals?: number; approximate?: boolean; unit?: string} = {}): string {
  const {decimals = 1, approximate = false, unit = '%'} = options;
  return approximate ? `≈${Math.round(value)}${unit}` : `${value.toFixed(decimals)}${unit}`;
}

// ---------------------------------------------------------------------------------------------------
// Text

/**
 * Estimated advance width of a string in the site font (Inter), in px at `fontSize`. It errs wide:
 * layouts built on it leave a little air rather than risk overlaps.
 */
export function textWidth(text: string, fontSize: number): number {
  let em = 0;
  for (const char of text) {
    if (/[iljI.,:;'!|]/.test(char)) em += 0.3;
    else if (/[ ft()\-/[\]]/.test(char)) em += 0.38;
    else if (/[mwMW@%]/.test(char)) em += 0.9;
    else if (/[A-Z]/.test(char)) em += 0.7;
    else if (/[0-9]/.test(char)) em += 0.62;
    else if (char === '≈' || char === '×' || char === '−') em += 0.64;
    else em += 0.58;
  }
  return em * fontSize;
}

/** Splits a label into lines no wider than maxWidth, breaking at spaces (a long word keeps its line). */
export function wrapText(text: string, maxWidth: number, fontSize: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, fontSize) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export type Anchor = 'start' | 'middle' | 'end';

/** A piece of text in a layout. `y` is the baseline of the first line. */
export type TextItem = {
  readonly x: number;
  readonly y: number;
  readonly lines: readonly string[];
  readonly anchor: Anchor;
  readonly fontSize: number;
  readonly role: 'category' | 'value' | 'tick' | 'axis-title' | 'legend' | 'section' | 'reference' | 'series-label';
};

export type Box = {readonly x0: number; readonly y0: number; readonly x1: number; readonly y1: number};

/** The box a text item covers, from the top of its first line to the bottom of its last. */
export function textBox(item: TextItem): Box {
  const width = Math.max(...item.lines.map((line) => textWidth(line, item.fontSize)));
  const x0 = item.anchor === 'start' ? item.x : item.anchor === 'end' ? item.x - width : item.x - width / 2;
  const ascent = item.fontSize * 0.8;
  const descent = item.fontSize * 0.25;
  return {x0, y0: item.y - ascent, x1: x0 + width, y1: item.y + (item.lines.length - 1) * item.fontSize * LINE_HEIGHT + descent};
}

export function boxesOverlap(a: Box, b: Box): boolean {
  return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}

/** Pairs of text items whose boxes overlap, and items that stick out of [0, width] × [0, height]. */
export function layoutProblems(layout: {width: number; height: number; texts: readonly TextItem[]}): string[] {
  const problems: string[] = [];
  const boxes = layout.texts.map(textBox);
  boxes.forEach((box, i) => {
    const name = layout.texts[i]!.lines.join(' ');
    if (box.x0 < -0.5 || box.x1 > layout.width + 0.5 || box.y0 < -0.5 || box.y1 > layout.height + 0.5) {
      problems.push(`"${name}" sticks out of the ${layout.width}×${layout.height} drawing`);
    }
    for (let j = i + 1; j < boxes.length; j += 1) {
      if (boxesOverlap(box, boxes[j]!)) problems.push(`"${name}" overlaps "${layout.texts[j]!.lines.join(' ')}"`);
    }
  });
  return problems;
}

/**
 * Moves labels (given by their wanted centre y, all of one height) apart so that none overlap,
 * keeping them inside [min, max] and as close to where they want to be as possible. Order is kept.
 */
export function spreadLabels(wanted: readonly number[], height: number, min: number, max: number): number[] {
  const order = wanted.map((y, index) => ({y, index})).sort((a, b) => a.y - b.y || a.index - b.index);
  const placed = order.map((item) => Math.min(Math.max(item.y, min + height / 2), max - height / 2));
  // Push down from the top, then up from the bottom; repeat until stable (a few passes suffice).
  for (let pass = 0; pass < 4; pass += 1) {
    for (let i = 1; i < placed.length; i += 1) placed[i] = Math.max(placed[i]!, placed[i - 1]! + height);
    placed[placed.length - 1] = Math.min(placed[placed.length - 1]!, max - height / 2);
    for (let i = placed.length - 2; i >= 0; i -= 1) placed[i] = Math.min(placed[i]!, placed[i + 1]! - height);
    placed[0] = Math.max(placed[0]!, min + height / 2);
  }
  const result = new Array<number>(wanted.length);
  order.forEach((item, i) => {
    result[item.index] = placed[i]!;
  });
  return result;
}

/** Keeps every n-th tick so that neighbouring labels keep `gap` px between them. */
export function thinTicks(positions: readonly {value: number; x: number; label: string}[], fontSize: number, gap = 8) {
  for (let every = 1; every <= positions.length; every += 1) {
    const kept = positions.filter((_, i) => i % every === 0);
    const fits = kept.every((tick, i) => {
      const next = kept[i + 1];
      if (!next) return true;
      const half = (label: string) => textWidth(label, fontSize) / 2;
      return tick.x + half(tick.label) + gap <= next.x - half(next.label);
    });
    if (fits) return kept;
  }
  return positions.slice(0, 1);
}

export type LegendEntry = {readonly label: string; readonly mark: number};
export type PlacedLegendEntry = LegendEntry & {readonly x: number; readonly y: number; readonly lines: readonly string[]};

const SWATCH = 14;

/**
 * Flows legend entries (swatch + label) into rows no wider than width, starting at top. A label too
 * long for the width wraps onto more lines and takes a row of its own.
 */
export function flowLegend(entries: readonly LegendEntry[], width: number, top: number, fontSize = SMALL_FONT_SIZE) {
  const lineHeight = fontSize * LINE_HEIGHT;
  const gap = 6;
  const placed: PlacedLegendEntry[] = [];
  let x = 0;
  let y = top;
  let rowHeight = 0;
  for (const entry of entries) {
    const lines = wrapText(entry.label, width - SWATCH - 6, fontSize);
    const entryWidth = SWATCH + 6 + Math.max(...lines.map((line) => textWidth(line, fontSize)));
    const entryHeight = Math.max(SWATCH, lines.length * lineHeight);
    if (x > 0 && (x + entryWidth > width || lines.length > 1)) {
      x = 0;
      y += rowHeight + gap;
      rowHeight = 0;
    }
    placed.push({...entry, lines, x, y});
    rowHeight = Math.max(rowHeight, entryHeight);
    x = lines.length > 1 ? width : x + entryWidth + 16;
  }
  return {entries: placed, height: entries.length ? y + rowHeight + gap - top : 0, swatch: SWATCH, fontSize};
}

/** Text items for legend labels, for overlap checks and drawing. */
export function legendTexts(legend: ReturnType<typeof flowLegend>): TextItem[] {
  return legend.entries.map((entry) => ({
    x: entry.x + legend.swatch + 6,
    y: entry.y + legend.swatch / 2 + legend.fontSize * 0.35,
    lines: entry.lines,
    anchor: 'start' as const,
    fontSize: legend.fontSize,
    role: 'legend' as const,
  }));
}

// ---------------------------------------------------------------------------------------------------
// Horizontal bars (single series or grouped)

export type BarRowInput = {
  readonly label: string;
  readonly section?: string;
  readonly bars: readonly {readonly value: number; readonly text: string; readonly mark: number}[];
};

export type BarsInput = {
  readonly rows: readonly BarRowInput[];
  readonly max: number;
  readonly valueLabel: string;
  readonly legend: readonly LegendEntry[];
  readonly reference?: {readonly value: number; readonly text: string};
};

export type PlacedBar = {readonly x: number; readonly y: number; readonly width: number; readonly height: number; readonly mark: number};

export type BarsLayout = {
  readonly width: number;
  readonly height: number;
  readonly plot: Box;
  readonly bars: readonly PlacedBar[];
  readonly grid: readonly {readonly x: number}[];
  readonly separators: readonly {readonly y: number}[];
  readonly reference?: {readonly x: number; readonly y0: number; readonly y1: number};
  readonly legend: ReturnType<typeof flowLegend>;
  readonly texts: readonly TextItem[];
};

export function layoutBars(input: BarsInput, width: number): BarsLayout {
  const narrow = width < 480;
  const font = FONT_SIZE;
  const small = SMALL_FONT_SIZE;
  const lineHeight = font * LINE_HEIGHT;
  const barsPerRow = Math.max(...input.rows.map((row) => row.bars.length));
  const barHeight = barsPerRow > 1 ? (narrow ? 13 : 15) : narrow ? 18 : 20;
  const barGap = 3;

  const texts: TextItem[] = [];
  let y = 0;

  const legend = flowLegend(input.legend, width, y);
  texts.push(...legendTexts(legend));
  y += legend.height + (legend.height ? 6 : 0);

  // Reference label sits on its own line above the bars.
  const referenceLineY = input.reference ? y + small : 0;
  if (input.reference) y += small * LINE_HEIGHT + 8;

  const valueSpace = Math.max(...input.rows.flatMap((row) => row.bars.map((bar) => textWidth(bar.text, small)))) + 6;
  const longest = Math.max(...input.rows.map((row) => textWidth(row.label, font)));
  const labelWidth = Math.min(longest, width * (narrow ? 0.36 : 0.3));
  const x0 = labelWidth + 10;
  const x1 = width - valueSpace;
  const scale = linearScale([0, input.max], [x0, x1]);

  const bars: PlacedBar[] = [];
  const separators: {y: number}[] = [];
  const plotTop = y;
  let section: string | undefined;
  input.rows.forEach((row, rowIndex) => {
    if (row.section && row.section !== section) {
      if (section !== undefined) separators.push({y: y + 2});
      section = row.section;
      y += 8;
      texts.push({x: 0, y: y + small, lines: [row.section], anchor: 'start', fontSize: small, role: 'section'});
      y += small * LINE_HEIGHT + 6;
    }
    const lines = wrapText(row.label, labelWidth, font);
    const clusterHeight = row.bars.length * barHeight + (row.bars.length - 1) * barGap;
    const rowHeight = Math.max(clusterHeight, lines.length * lineHeight) + (rowIndex === input.rows.length - 1 ? 4 : 12);
    const clusterTop = y + (Math.max(clusterHeight, lines.length * lineHeight) - clusterHeight) / 2;
    const labelTop = y + (Math.max(clusterHeight, lines.length * lineHeight) - lines.length * lineHeight) / 2;
    texts.push({x: labelWidth, y: labelTop + font * 0.95, lines, anchor: 'end', fontSize: font, role: 'category'});
    row.bars.forEach((bar, i) => {
      const top = clusterTop + i * (barHeight + barGap);
      const end = scale(Math.max(0, bar.value));
      bars.push({x: x0, y: top, width: end - x0, height: barHeight, mark: bar.mark});
      texts.push({x: end + 5, y: top + barHeight / 2 + small * 0.35, lines: [bar.text], anchor: 'start', fontSize: small, role: 'value'});
    });
    y += rowHeight;
  });
  const plotBottom = y;

  // Value axis: ticks under the plot, then its title.
  const tickCount = narrow ? 4 : 5;
  const tickValues = ticks(input.max, tickCount).map((value) => ({value, x: scale(value), label: `${value}`}));
  const keptTicks = thinTicks(tickValues, small);
  y += 6;
  for (const tick of keptTicks) texts.push({x: tick.x, y: y + small, lines: [tick.label], anchor: 'middle', fontSize: small, role: 'tick'});
  y += small * LINE_HEIGHT + 6;
  texts.push({x: (x0 + x1) / 2, y: y + small, lines: [input.valueLabel], anchor: 'middle', fontSize: small, role: 'axis-title'});
  y += small * LINE_HEIGHT + 4;

  let reference: BarsLayout['reference'];
  if (input.reference) {
    const rx = scale(input.reference.value);
    reference = {x: rx, y0: referenceLineY + 4, y1: plotBottom};
    const w = textWidth(input.reference.text, small);
    // Centred on the line where it fits, otherwise pushed inside the drawing.
    const left = Math.min(Math.max(rx - w / 2, 0), width - w);
    texts.push({x: left, y: referenceLineY, lines: [input.reference.text], anchor: 'start', fontSize: small, role: 'reference'});
  }

  return {
    width,
    height: Math.ceil(y),
    plot: {x0, y0: plotTop, x1, y1: plotBottom},
    bars,
    grid: keptTicks.map((tick) => ({x: tick.x})),
    separators,
    reference,
    legend,
    texts,
  };
}

// ---------------------------------------------------------------------------------------------------
// Lines

export type LineInput = {
  readonly x: readonly number[];
  readonly series: readonly {readonly values: readonly number[]; readonly endText: string; readonly mark: number}[];
  readonly max: number;
  readonly valueLabel: string;
  readonly xLabel: string;
  readonly legend: readonly LegendEntry[];
};

export type LineLayout = {
  readonly width: number;
  readonly height: number;
  readonly plot: Box;
  readonly paths: readonly {readonly mark: number; readonly points: readonly {x: number; y: number}[]}[];
  readonly gridY: readonly {readonly y: number}[];
  readonly connectors: readonly {readonly x1: number; readonly y1: number; readonly x2: number; readonly y2: number}[];
  readonly legend: ReturnType<typeof flowLegend>;
  readonly texts: readonly TextItem[];
};

export function layoutLines(input: LineInput, width: number): LineLayout {
  const narrow = width < 480;
  const small = SMALL_FONT_SIZE;
  const texts: TextItem[] = [];
  let y = 0;

  const legend = flowLegend(input.legend, width, y);
  texts.push(...legendTexts(legend));
  y += legend.height + (legend.height ? 8 : 0);

  // The value axis title reads horizontally above the plot: no rotated text to squeeze on a phone.
  texts.push({x: 0, y: y + small, lines: [input.valueLabel], anchor: 'start', fontSize: small, role: 'axis-title'});
  y += small * LINE_HEIGHT + 10;

  const yTicks = ticks(input.max, narrow ? 3 : 6);
  const left = Math.max(...yTicks.map((t) => textWidth(`${t}`, small))) + 8;
  const right = width - Math.max(...input.series.map((s) => textWidth(s.endText, small))) - 16;
  const plotHeight = narrow ? 200 : 260;
  const top = y;
  const bottom = y + plotHeight;
  const xMin = Math.min(...input.x);
  const xMax = Math.max(...input.x);
  const sx = linearScale([xMin, xMax], [left + 6, right]);
  const sy = linearScale([0, input.max], [bottom, top]);

  for (const t of yTicks) texts.push({x: left - 6, y: sy(t) + small * 0.35, lines: [`${t}`], anchor: 'end', fontSize: small, role: 'tick'});

  const paths = input.series.map((series) => ({
    mark: series.mark,
    points: series.values.map((value, i) => ({x: sx(input.x[i]!), y: sy(value)})),
  }));

  // Direct labels at the right end of each line, spread apart so they never overlap.
  const ends = paths.map((path) => path.points[path.points.length - 1]!.y);
  const labelHeight = small * LINE_HEIGHT + 2;
  const spread = spreadLabels(ends, labelHeight, top - 6, bottom + 6);
  const connectors = paths.map((path, i) => {
    const end = path.points[path.points.length - 1]!;
    return {x1: end.x + 5, y1: end.y, x2: right + 10, y2: spread[i]!};
  });
  input.series.forEach((series, i) => {
    texts.push({x: right + 12, y: spread[i]! + small * 0.35, lines: [series.endText], anchor: 'start', fontSize: small, role: 'series-label'});
  });

  y = bottom + 8;
  const xTicks = thinTicks(input.x.map((value) => ({value, x: sx(value), label: `${value}`})), small, narrow ? 6 : 10);
  for (const t of xTicks) texts.push({x: t.x, y: y + small, lines: [t.label], anchor: 'middle', fontSize: small, role: 'tick'});
  y += small * LINE_HEIGHT + 6;
  texts.push({x: (left + right) / 2, y: y + small, lines: [input.xLabel], anchor: 'middle', fontSize: small, role: 'axis-title'});
  y += small * LINE_HEIGHT + 4;

  return {
    width,
    height: Math.ceil(y),
    plot: {x0: left, y0: top, x1: right, y1: bottom},
    paths,
    gridY: yTicks.map((t) => ({y: sy(t)})),
    connectors,
    legend,
    texts,
  };
}
