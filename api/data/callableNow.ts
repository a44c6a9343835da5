import { and, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { callingRegions } from '../domain/callingHours';
import { AppError } from '../errors';

/**
 * The 'Callable now' filter (ApplicationFilter.callableNow) as SQL: the domain says where borrowers
 * are (true) or are not (false) callable at `now` — whole states, and ZIP runs of the split states —
 * and this turns that into a condition on the borrower's state and ZIP, so paging and totals stay
 * in SQL. A ZIP counts only as five digits, as `borrowerTimeZone` reads it; a borrower of unknown
 * zone matches neither value.
 */
export function callableNowCondition(database: Database, value: unknown, now: Date): SQL | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value !== 'boolean') {
    throw new AppError('BAD_USER_INPUT', 'callableNow is invalid', { callableNow: 'callableNow is invalid' });
  }
  const { t } = database;
  const b = t.borrowers;
  const regions = callingRegions(now, value);
  const zipStates = [...new Set(regions.zipRanges.map((r) => r.state))];
  const fiveDigits = sql`length(${b.zipCode}) = 5 and ltrim(${b.zipCode}, '0123456789') = ''`;
  const byZip = zipStates.map((state) =>
    and(
      eq(b.state, state),
      fiveDigits,
      or(
        ...regions.zipRanges
          .filter((r) => r.state === state)
          .map((r) =>
            r.from === r.to ? eq(b.zipCode, r.from) : and(gte(b.zipCode, r.from), lte(b.zipCode, r.to)),
          ),
      ),
    ),
  );
  const where = or(regions.states.length > 0 ? inArray(b.state, regions.states) : undefined, ...byZip);
  if (!where) return sql`1 = 0`;
  return sql`exists (select 1 from ${b} where ${b.id} = ${t.applications.applicationBorrowerId} and (${where}))`;
}
