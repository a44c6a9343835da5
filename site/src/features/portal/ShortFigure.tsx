/*
 * A shortened figure ('$12.3k', format.ts shortMoney / shortNumber) that screen readers hear in
 * full ('$12,345'): the short text is shown, the full one is read. For headline figures.
 */
export function ShortFigure({ short, full }: { short: string; full: string }) {
  if (short === full) return <>{full}</>;
  return (
    <>
      <span aria-hidden="true">{short}</span>
      <span className="visually-hidden">{full}</span>
    </>
  );
}
