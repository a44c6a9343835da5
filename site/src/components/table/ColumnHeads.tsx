/** A column's heading: its words, and the class that sets it as an amount or a wide-screen column. */
export type ColumnHead = string | { label: string; className: string };

/** A table's row of column headings, each a `th` with `scope="col"`. */
export function ColumnHeads({ columns }: { columns: readonly ColumnHead[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) =>
          typeof column === 'string' ? (
            <th scope="col" key={column}>
              {column}
            </th>
          ) : (
            <th scope="col" key={column.label} className={column.className}>
              {column.label}
            </th>
          ),
        )}
      </tr>
    </thead>
  );
}
