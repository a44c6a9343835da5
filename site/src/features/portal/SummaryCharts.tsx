import type { DebtScoreBand } from '@domain/debtScoreBand';

/*
 * The Summary's three drawings as plain SVG: a gauge, six months of scores and the income by month.
 * They are decoration for assistive technology (the caller wraps each in aria-hidden and gives the
 * same figures as text), so they need no chart library: MUI X charts brought 139 KiB to a phone for
 * these three, and the page's whole budget is 180 (docs/decisions/0150-summary-charts-in-svg.md). The
 * Expenses and Financials pages keep @mui/x-charts.
 */

const ink = '#46524f';
const grid = '#cdd8d5';
const line = '#0c6157';
const font = { fontFamily: 'inherit', fontSize: 12, fill: ink } as const;

const bandColor: Record<DebtScoreBand, string> = {
  red: 'var(--band-red)',
  orange: 'var(--band-orange)',
  yellow: 'var(--band-yellow)',
  green: 'var(--band-green)',
  lightBlue: 'var(--band-light-blue)',
};

/** A point on a circle of radius r around (50, 50), at an angle in degrees from twelve o'clock. */
const onCircle = (r: number, degrees: number) => {
  const radians = ((degrees - 90) * Math.PI) / 180;
  return [50 + r * Math.cos(radians), 50 + r * Math.sin(radians)] as const;
};

/** An arc of the gauge's ring from one angle to another. */
function arc(from: number, to: number, r: number) {
  const [x1, y1] = onCircle(r, from);
  const [x2, y2] = onCircle(r, to);
  return `M ${x1} ${y1} A ${r} ${r} 0 ${to - from > 180 ? 1 : 0} 1 ${x2} ${y2}`;
}

/** The score on a ring from −120° to +120°, its part in the band's colour. */
export function ScoreGauge({ value, band }: { value: number; band: DebtScoreBand }) {
  const end = -120 + (240 * Math.min(100, Math.max(0, value))) / 100;
  return (
    <svg viewBox="0 0 100 100" width="100%" height="100%" role="presentation">
      <path d={arc(-120, 120, 42)} fill="none" stroke="#e3e9e7" strokeWidth="12" strokeLinecap="round" />
      {value > 0 && (
        <path
          d={arc(-120, end, 42)}
          fill="none"
          stroke={bandColor[band]}
          strokeWidth="12"
          strokeLinecap="round"
        />
      )}
    </svg>
  );
}

interface Frame {
  /** The axis's labels, bottom to top, with their values. */
  ticks: { value: number; label: string }[];
  max: number;
  labels: string[];
}

const width = 340;
const height = 220;
const bottom = 24;
const top = 12;

/** The frame both charts share: horizontal grid lines with their labels, months along the bottom. */
function Axes({ ticks, max, labels, left }: Frame & { left: number }) {
  const y = (value: number) => top + (height - top - bottom) * (1 - value / max);
  const step = (width - left - 8) / labels.length;
  return (
    <>
      {ticks.map((tick) => (
        <g key={tick.value}>
          <line x1={left} x2={width - 8} y1={y(tick.value)} y2={y(tick.value)} stroke={grid} />
          <text x={left - 6} y={y(tick.value) + 4} textAnchor="end" {...font}>
            {tick.label}
          </text>
        </g>
      ))}
      {labels.map((label, k) => (
        <text key={label} x={left + step * (k + 0.5)} y={height - 6} textAnchor="middle" {...font}>
          {k % 2 === 0 || labels.length <= 3 ? label : ''}
        </text>
      ))}
    </>
  );
}

/** Room for the longest label at 12 px: never a label cut to '$10,…'. */
const leftFor = (ticks: Frame['ticks']) => Math.max(...ticks.map((tick) => tick.label.length)) * 7 + 10;

/** Six months of scores, a gap where a month has none. */
export function ScoreHistoryChart({ months, scores }: { months: string[]; scores: (number | null)[] }) {
  const ticks = [0, 20, 40, 60, 80, 100].map((value) => ({ value, label: String(value) }));
  const left = leftFor(ticks);
  const step = (width - left - 8) / months.length;
  const at = (k: number, score: number) =>
    [left + step * (k + 0.5), top + (height - top - bottom) * (1 - score / 100)] as const;
  const points = scores.flatMap((score, k) => (score === null ? [] : [at(k, score)]));
  return (
    <svg viewBox={`0 0 ${width} ${height}`} width="100%" role="presentation">
      <Axes ticks={ticks} max={100} labels={months} left={left} />
      <polyline
        points={points.map(([x, y]) => `${x},${y}`).join(' ')}
        fill="none"
        stroke={line}
        strokeWidth="2"
      />
      {points.map(([x, y]) => (
        <circle key={`${x}`} cx={x} cy={y} r="4" fill={line} />
      ))}
    </svg>
  );
}

/** Round steps for an axis up to `largest`: 1, 2 or 5 times a power of ten, four or five of them. */
function niceTicks(largest: number): number[] {
  if (largest <= 0) return [0];
  const rough = largest / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? rough;
  return Array.from({ length: Math.ceil(largest / step) + 1 }, (_, k) => k * step);
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
  const values = niceTicks(Math.max(0, ...amounts));
  const max = values[values.length - 1] || 1;
  const ticks = values.map((value) => ({ value, label: formatAmount(value) }));
  const left = leftFor(ticks);
  const step = (width - left - 8) / labels.length;
  const barWidth = Math.min(36, step * 0.6);
  const y = (value: number) => top + (height - top - bottom) * (1 - value / max);
  return (
    <svg viewBox={`0 0 ${width} ${height}`} width="100%" role="presentation">
      <Axes ticks={ticks} max={max} labels={labels} left={left} />
      {amounts.map((amount, k) => (
        <rect
          key={labels[k]}
          x={left + step * (k + 0.5) - barWidth / 2}
          y={y(Math.max(0, amount))}
          width={barWidth}
          height={Math.max(0, y(0) - y(Math.max(0, amount)))}
          rx="4"
          fill={line}
        />
      ))}
    </svg>
  );
}
