import React, {type ReactNode} from 'react';
import ChartFigure, {BarsDrawing} from '@site/src/components/ChartFigure';
import {LAYOUT_WIDTHS, layoutBars} from '@site/src/components/ChartFigure/geometry';
import {groupedInput} from '@site/src/components/ChartFigure/model';
import type {GroupedBarChartSpec} from '@site/src/components/ChartFigure/types';

/** Clusters of horizontal bars, one bar per series, each series with its own fill pattern and a legend. */
export default function GroupedBarChart({chart}: {chart: GroupedBarChartSpec}): ReactNode {
  const input = groupedInput(chart);
  return (
    <ChartFigure
      spec={chart}
      draw={(layout, ids) => <BarsDrawing spec={chart} ids={ids} layout={layoutBars(input, LAYOUT_WIDTHS[layout])} />}
    />
  );
}
