import React, {type ReactNode} from 'react';
import TableScroll from '@site/src/components/TableScroll';
import {LAYOUT_WIDTHS, type LayoutName, type TextItem, type BarsLayout, type flowLegend} from './geometry';
import {dataTable, hasApproximations} from './model';
import type {ChartSpec} from './types';

import styles from './styles.module.css';

/**
 * The frame every chart shares: title, two SVG drawings (wide, and narrow for phones; CSS picks one, so
 * no script is needed to see the chart), the source line, and the numbers in a table under a <details>.
 * Each SVG is role="img" with a <title> and a one-sentence <desc>.
 */
export default function ChartFigure({spec, draw}: {spec: ChartSpec; draw: (layout: LayoutName, ids: SvgIds) => ReactNode}): ReactNode {
  const table = dataTable(spec);
  const approximate = hasApproximations(spec);
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.title}>{spec.title}</figcaption>
      {(Object.keys(LAYOUT_WIDTHS) as LayoutName[]).map((layout) => (
        <div key={layout} className={layout === 'wide' ? styles.wide : styles.narrow}>
          {draw(layout, svgIds(spec.id, layout))}
        </div>
      ))}
      <p className={styles.source}>
        Source: <a href={spec.source.href}>{spec.source.label}</a>. {spec.source.note}
        {approximate ? ' Values marked ≈ were read off the published chart (about ±1 point) and are shown to whole points.' : ''}
      </p>
      <details className={styles.details}>
        <summary>Numbers behind “{spec.title}”</summary>
        <TableScroll label={`Numbers behind the chart ${spec.title}`}>
          <table>
            <thead>
              <tr>
                {table.head.map((cell, i) => (
                  <th key={i} scope="col">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row[0]}>
                  {row.map((cell, i) =>
                    i === 0 ? (
                      <th key={i} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={i}>{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </details>
    </figure>
  );
}

export type SvgIds = {title: string; desc: string; pattern: (mark: number) => string};

function svgIds(id: string, layout: LayoutName): SvgIds {
  const prefix = `chart-${id}-${layout}`;
  return {title: `${prefix}-title`, desc: `${prefix}-desc`, pattern: (mark) => `${prefix}-p${mark}`};
}

/** The <svg> element with its accessible name and description. */
export function ChartSvg({spec, ids, width, height, children}: {spec: ChartSpec; ids: SvgIds; width: number; height: number; children: ReactNode}): ReactNode {
  return (
    <svg
      className={styles.svg}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={ids.title}
      aria-describedby={ids.desc}>
      <title id={ids.title}>{spec.title}</title>
      <desc id={ids.desc}>{spec.summary}</desc>
      {children}
    </svg>
  );
}

export function Texts({items}: {items: readonly TextItem[]}): ReactNode {
  return items.map((item, i) => (
    <text key={i} x={item.x} y={item.y} textAnchor={item.anchor} className={styles[`text-${item.role}`]} fontSize={item.fontSize}>
      {item.lines.length === 1
        ? item.lines[0]
        : item.lines.map((line, j) => (
            <tspan key={j} x={item.x} dy={j === 0 ? 0 : item.fontSize * 1.3}>
              {line}
            </tspan>
          ))}
    </text>
  ));
}

/** Fill patterns for bar marks: solid, diagonal hatch, dots, cross-hatch. */
export function BarPatterns({ids}: {ids: SvgIds}): ReactNode {
  return (
    <defs>
      <pattern id={ids.pattern(1)} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <rect width="6" height="6" className={styles.patternBg} />
        <rect width="2.5" height="6" className={styles.ink1} />
      </pattern>
      <pattern id={ids.pattern(2)} width="5" height="5" patternUnits="userSpaceOnUse">
        <rect width="5" height="5" className={styles.patternBg} />
        <circle cx="2.5" cy="2.5" r="1.4" className={styles.ink2} />
      </pattern>
      <pattern id={ids.pattern(3)} width="6" height="6" patternUnits="userSpaceOnUse">
        <rect width="6" height="6" className={styles.patternBg} />
        <path d="M0 0L6 6M6 0L0 6" className={styles.inkLine3} />
      </pattern>
    </defs>
  );
}

export function barFill(ids: SvgIds, mark: number): string | undefined {
  return mark === 0 ? undefined : `url(#${ids.pattern(mark)})`;
}

/** Class of a bar (its outline and, for mark 0, its fill colour). */
export function barClass(mark: number): string {
  return `${styles.bar} ${styles[`bar${mark}`]}`;
}

export function BarsDrawing({spec, layout, ids}: {spec: ChartSpec; layout: BarsLayout; ids: SvgIds}): ReactNode {
  return (
    <ChartSvg spec={spec} ids={ids} width={layout.width} height={layout.height}>
      <BarPatterns ids={ids} />
      <g aria-hidden="true">
        {layout.grid.map((line, i) => (
          <line key={i} x1={line.x} x2={line.x} y1={layout.plot.y0} y2={layout.plot.y1 + 4} className={styles.grid} />
        ))}
        {layout.separators.map((line, i) => (
          <line key={i} x1={0} x2={layout.width} y1={line.y} y2={line.y} className={styles.separator} />
        ))}
        {layout.bars.map((bar, i) => (
          <rect
            key={i}
            x={bar.x}
            y={bar.y}
            width={Math.max(bar.width, 0.001)}
            height={bar.height}
            className={barClass(bar.mark)}
            fill={barFill(ids, bar.mark)}
          />
        ))}
        <line x1={layout.plot.x0} x2={layout.plot.x0} y1={layout.plot.y0} y2={layout.plot.y1} className={styles.axis} />
        {layout.reference ? (
          <line x1={layout.reference.x} x2={layout.reference.x} y1={layout.reference.y0} y2={layout.reference.y1} className={styles.reference} />
        ) : null}
        <LegendSwatches legend={layout.legend} draw={(mark, x, y, size) => (
          <rect x={x} y={y} width={size} height={size} className={barClass(mark)} fill={barFill(ids, mark)} />
        )} />
        <Texts items={layout.texts} />
      </g>
    </ChartSvg>
  );
}

export function LegendSwatches({legend, draw}: {legend: ReturnType<typeof flowLegend>; draw: (mark: number, x: number, y: number, size: number) => ReactNode}): ReactNode {
  return legend.entries.map((entry, i) => <React.Fragment key={i}>{draw(entry.mark, entry.x, entry.y, legend.swatch)}</React.Fragment>);
}

export {styles as chartStyles};
