import { BarChart } from '@mui/x-charts/BarChart';
import { shortenNumber } from '@domain/savings';
import { repLabel, type RepFigure } from './floorApi';

/** One bar per rep; the table beside it carries the same figures for screen readers. */
export default function FloorChart({ figures, label }: { figures: RepFigure[]; label: string }) {
  return (
    <BarChart
      height={Math.max(140, 36 * figures.length + 50)}
      layout="horizontal"
      disableKeyboardNavigation
      yAxis={[{ scaleType: 'band', data: figures.map(repLabel), width: 150 }]}
      // Whole counts from 0, one tick at least, even when every rep is at zero.
      xAxis={[
        {
          min: 0,
          max: Math.max(1, ...figures.map((f) => f.value)),
          tickMinStep: 1,
          valueFormatter: (value: number) => shortenNumber(Math.round(value)),
        },
      ]}
      series={[{ label, data: figures.map((f) => f.value) }]}
      hideLegend
    />
  );
}
