import { shortenNumber } from '@domain/savings';

const whole = new Intl.NumberFormat('en-US');

/**
 * A count or an axis figure of 1000 and more shortened with a k (service-portal §9: 1500 → 1.5k),
 * the whole number in the abbreviation's title for the pointer and screen readers. Money a rep reads
 * or types stays exact.
 */
export const ShortNumber = ({ value }: { value: number }) =>
  Math.abs(value) < 1000 ? <>{value}</> : <abbr title={whole.format(value)}>{shortenNumber(value)}</abbr>;
