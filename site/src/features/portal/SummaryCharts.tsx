import { BarChart } from '@mui/x-charts/BarChart';
import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';
import { LineChart } from '@mui/x-charts/LineChart';
import type { DebtScoreBand } from '@domain/debtScoreBand';

/*
 * The summary page's charts (@mui/x-charts, by path so only these three come along). This module
 * is only imported lazily (Summary.tsx), so no other page downloads it. Every chart here is
 * decorative for assistive technology: the caller wraps it in aria-hidden and gives the same
 * figures as text (the number and band beside the gauge, a table under the others). Keyboard
 * navigation is off: it would put a focusable layer inside the aria-hidden wrapper.
 */

const bandColor: Record<DebtScoreBand, string> = {
  red: 'var(--band-red)',
  orange: 'var(--band-orange)',
  yellow: 'var(--band-yellow)',
  green: 'var(--band-green)',
  lightBlue: 'var(--band-light-blue)',
};

const ink = '#46524f';
const line = '#0c6157';
const quietGrid = { '& .MuiChartsGrid-line': { stroke: '#cdd8d5' } };
const axisText = { '& .MuiChartsAxis-tickLabel': { fill: ink } };

export function ScoreGauge({ value, band }: { value: number; band: DebtScoreBand }) {
  return (
    <Gauge
      value={value}
      valueMin={0}
      valueMax={100}
      startAngle={-120}
      endAngle={120}
      innerRadius="74%"
      outerRadius="100%"
      cornerRadius="50%"
      text=""
      skipAnimation
      sx={{
        [`& .${gaugeClasses.valueArc}`]: { fill: bandColor[band] },
        [`& .${gaugeClasses.referenceArc}`]: { fill: '#e3e9e7' },
      }}
    />
  );
}

/** Six months of scores, a gap where a month has none. */
export function ScoreHistoryChart({ months, scores }: { months: string[]; scores: (number | null)[] }) {
  return (
    <LineChart
      height={220}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ min: 0, max: 100, tickNumber: 5, width: 36 }]}
      series={[{ data: scores, color: line, connectNulls: true, showMark: true }]}
      grid={{ horizontal: true }}
      hideLegend
      skipAnimation
      disableKeyboardNavigation
      // The first and last months sit on the edges: room for half of their labels.
      margin={{ top: 12, right: 28, bottom: 4, left: 4 }}
      sx={{ ...quietGrid, ...axisText }}
    />
  );
}

/** Monthly income of each snapshot (at most six). */
export function IncomeChart({
  labels,
  amounts,
  formatAmount,
}: {
  labels: string[];
  amounts: number[];
  formatAmount: (value: number) => string;
}) {
  return (
    <BarChart
      height={220}
      xAxis={[{ scaleType: 'band', data: labels }]}
      yAxis={[{ min: 0, width: 52, valueFormatter: (value: number) => formatAmount(value) }]}
      series={[{ data: amounts, color: line }]}
      grid={{ horizontal: true }}
      hideLegend
      skipAnimation
      disableKeyboardNavigation
      borderRadius={4}
      margin={{ top: 12, right: 12, bottom: 4, left: 4 }}
      sx={{ ...quietGrid, ...axisText }}
    />
  );
}
