import React, {type ReactNode} from 'react';
import ChartFigure, {BarsDrawing} from '@site/src/components/ChartFigure';
import {LAYOUT_WIDTHS, layoutBars} from '@site/src/components/ChartFigure/geometry';
import {barInput} from '@site/src/components/ChartFigure/model';
import type {BarChartSpec} from '@site/src/components/ChartFigure/types';

/** Horizontal bars, one per category, drawn as SVG when the page is built (no client-side drawing). */
export default function BarChart({chart}: {chart: BarChartSpec}): ReactNode {
  const input = barInput(chart);
  return (
    <ChartFigure
      spec={chart}
      draw={(layout, ids) => <BarsDrawing spec={chart} ids={ids} layout={layoutBars(input, LAYOUT_WIDTHS[layout])} />}
    />
  );
}
