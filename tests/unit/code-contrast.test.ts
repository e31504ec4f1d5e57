// Every token colour of both code themes against the code block's background and against a highlighted
// line's background (WCAG 2 contrast, 4.5:1 for normal-size text). The browser tests' axe runs leave
// code tokens out (tests/support/site.ts): this is where their contrast is checked.
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {HIGHLIGHTED_LINE, codeThemes} from '../../src/config/codeThemes';

type Rgb = [number, number, number];

function parseColour(colour: string): Rgb {
  const hex = /^#([0-9a-f]{6})$/i.exec(colour.trim());
  if (hex) return [0, 2, 4].map((i) => parseInt(hex[1]!.slice(i, i + 2), 16)) as Rgb;
  const rgb = /^rgb\((\d+),\s*(\d+),\s*(\d+)\)$/.exec(colour.trim());
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  throw new Error(`unsupported colour ${colour}`);
}

function luminance([r, g, b]: Rgb): number {
  const channel = (value: number) => {
    const v = value / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(a: Rgb, b: Rgb): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

const over = (base: Rgb, {rgb, alpha}: {rgb: readonly number[]; alpha: number}): Rgb =>
  base.map((value, i) => value * (1 - alpha) + rgb[i]! * alpha) as Rgb;

test('the contrast helper agrees with known WCAG values', () => {
  expect(contrast([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
  expect(contrast(parseColour('#767676'), parseColour('#ffffff'))).toBeCloseTo(4.54, 2);
  expect(contrast(parseColour('rgb(255, 0, 0)'), [255, 255, 255])).toBeLessThan(4.5);
});

for (const mode of ['light', 'dark'] as const) {
  test(`every ${mode} code token colour reaches 4.5:1 on the block and on a highlighted line`, () => {
    const theme = codeThemes[mode];
    const background = parseColour(theme.plain.backgroundColor!);
    const backgrounds = {block: background, 'highlighted line': over(background, HIGHLIGHTED_LINE[mode])};
    const colours = [
      {types: ['plain'], colour: theme.plain.color!},
      ...theme.styles.filter((entry) => entry.style.color).map((entry) => ({types: entry.types, colour: entry.style.color!})),
    ];
    const problems: string[] = [];
    for (const {types, colour} of colours) {
      for (const [where, behind] of Object.entries(backgrounds)) {
        const ratio = contrast(parseColour(colour), behind);
        if (ratio < 4.5) problems.push(`${types.join(',')} ${colour} on the ${where}: ${ratio.toFixed(2)}:1`);
      }
    }
    // A style that fades text (opacity) would change every ratio above.
    for (const entry of theme.styles) if (entry.style.opacity !== undefined) problems.push(`${entry.types.join(',')} sets opacity`);
    expect(problems).toEqual([]);
  });
}

test('the highlighted-line backgrounds match the stylesheet', () => {
  const css = fs.readFileSync(path.join(__dirname, '..', '..', 'src', 'css', 'custom.css'), 'utf8');
  const declared = [...css.matchAll(/--docusaurus-highlighted-code-line-bg:\s*rgb\((\d+) (\d+) (\d+) \/ (\d+)%\)/g)].map(
    (m) => ({rgb: [Number(m[1]), Number(m[2]), Number(m[3])], alpha: Number(m[4]) / 100}),
  );
  expect(declared).toEqual([
    {rgb: [...HIGHLIGHTED_LINE.light.rgb], alpha: HIGHLIGHTED_LINE.light.alpha},
    {rgb: [...HIGHLIGHTED_LINE.dark.rgb], alpha: HIGHLIGHTED_LINE.dark.alpha},
  ]);
});
