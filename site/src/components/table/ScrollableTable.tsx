import type { ReactNode } from 'react';
import { ColumnHeads, type ColumnHead } from './ColumnHeads';

/**
 * A table that scrolls sideways on a phone: a labelled region that takes the focus, so a keyboard can
 * scroll it (WCAG 2.1.1; axe's scrollable-region-focusable), as jsx-a11y's own docs allow.
 */
export function ScrollableTable({
  label,
  columns,
  children,
}: {
  label: string;
  columns: readonly ColumnHead[];
  /** The body's rows. */
  children: ReactNode;
}) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="guide-table" role="region" aria-label={label} tabIndex={0}>
      <table>
        <ColumnHeads columns={columns} />
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
