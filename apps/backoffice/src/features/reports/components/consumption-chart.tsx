import { Column } from '@ant-design/plots';
import type { ChartPoint } from '../report-series';

/** The daily consumption of the range as stacked columns, one colour per feature. */
export function ConsumptionChart({ points }: { points: ChartPoint[] }) {
  return (
    <Column
      data={points}
      xField="day"
      yField="quantity"
      colorField="feature"
      stack
      height={320}
      axis={{ x: { labelAutoHide: true, labelAutoRotate: true } }}
      legend={{ color: { position: 'top' } }}
    />
  );
}
