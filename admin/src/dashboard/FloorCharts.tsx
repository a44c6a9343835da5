import { BarChart } from '@mui/x-charts/BarChart';
import type { RepFigure } from './floorApi';

/** One bar per rep; the table beside it carries the same figures for screen readers. */
export default function FloorChart({ figures, label }: { figures: RepFigure[]; label: string }) {
  return (
    <BarChart
      height={Math.max(140, 36 * figures.length + 50)}
      layout="horizontal"
      disableKeyboardNavigation
      yAxis={[{ scaleType: 'band', data: figures.map((f) => f.repName ?? 'Unnamed'), width: 110 }]}
      xAxis={[{ tickMinStep: 1 }]}
      series={[{ label, data: figures.map((f) => f.value) }]}
      hideLegend
    />
  );
}
