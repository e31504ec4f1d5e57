import React, {type ReactNode} from 'react';
import ChartFigure, {ChartSvg, LegendSwatches, Texts, chartStyles as styles} from '@site/src/components/ChartFigure';
import {LAYOUT_WIDTHS, layoutLines} from '@site/src/components/ChartFigure/geometry';
import {lineInput} from '@site/src/components/ChartFigure/model';
import type {LineChartSpec} from '@site/src/components/ChartFigure/types';

/** Marker shapes per series: circle, square, triangle, diamond (filled or hollow, see the CSS). */
function Marker({mark, x, y}: {mark: number; x: number; y: number}): ReactNode {
  const className = styles[`marker${mark}`];
  switch (mark) {
    case 1:
      return <rect x={x - 3.5} y={y - 3.5} width={7} height={7} className={className} />;
    case 2:
      return <path d={`M${x} ${y - 4.5}L${x + 4.5} ${y + 3.5}L${x - 4.5} ${y + 3.5}Z`} className={className} />;
    case 3:
      return <path d={`M${x} ${y - 4.5}L${x + 4.5} ${y}L${x} ${y + 4.5}L${x - 4.5} ${y}Z`} className={className} />;
    default:
      return <circle cx={x} cy={y} r={3.5} className={className} />;
  }
}

/** Lines over a numeric x axis with markers, dashes and a direct label at each line's end. */
export default function LineChart({chart}: {chart: LineChartSpec}): ReactNode {
  const input = lineInput(chart);
  return (
    <ChartFigure
      spec={chart}
      draw={(name, ids) => {
        const layout = layoutLines(input, LAYOUT_WIDTHS[name]);
        return (
          <ChartSvg spec={chart} ids={ids} width={layout.width} height={layout.height}>
            <g aria-hidden="true">
              {layout.gridY.map((line, i) => (
                <line key={i} x1={layout.plot.x0} x2={layout.plot.x1} y1={line.y} y2={line.y} className={styles.grid} />
              ))}
              {layout.paths.map((path, i) => (
                <g key={i}>
                  <polyline
                    points={path.points.map((p) => `${p.x},${p.y}`).join(' ')}
                    className={`${styles.line} ${styles[`line${path.mark}`]}`}
                  />
                  {path.points.map((p, j) => (
                    <Marker key={j} mark={path.mark} x={p.x} y={p.y} />
                  ))}
                </g>
              ))}
              {layout.connectors.map((c, i) => (
                <line key={i} x1={c.x1} y1={c.y1} x2={c.x2} y2={c.y2} className={styles.connector} />
              ))}
              <LegendSwatches
                legend={layout.legend}
                draw={(mark, x, y, size) => (
                  <>
                    <line x1={x} x2={x + size} y1={y + size / 2} y2={y + size / 2} className={`${styles.line} ${styles[`line${mark}`]}`} />
                    <Marker mark={mark} x={x + size / 2} y={y + size / 2} />
                  </>
                )}
              />
              <Texts items={layout.texts} />
            </g>
          </ChartSvg>
        );
      }}
    />
  );
}
