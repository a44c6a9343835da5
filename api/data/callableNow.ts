import { and, eq, gte, inArray, lte, not, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Tables } from '../../db/client';
import { callingRegions } from '../domain/callingHours';
import { dayMs } from '../domain/dates';
import { maxCallsPer7Days, stateCallingRules } from '../domain/stateCallingRules';
import { AppError } from '../errors';

/** Phone attempts on the listed application since `since` (an ISO instant). */
function phoneCallsSince(t: Tables, since: string): SQL {
  const c = t.contactAttempts;
  return sql`(select count(*) from ${c} where ${c.applicationId} = ${t.applications.id} and ${c.method} = 'Phone' and ${c.createdAt} >= ${since})`;
}

/** The caps on calls reached: seven in seven days anywhere, or the borrower's state's cap a day. */
function capReached(database: Database, now: Date): SQL {
  const { t } = database;
  const b = t.borrowers;
  const byState = Object.entries(stateCallingRules).filter(([, rule]) => rule.maxCallsPer24Hours);
  const lastDay = new Date(now.getTime() - dayMs).toISOString();
  const dailyCaps = byState.map(
    ([state, rule]) =>
      sql`(exists (select 1 from ${b} where ${b.id} = ${t.applications.applicationBorrowerId} and ${b.state} = ${state}) and ${phoneCallsSince(t, lastDay)} >= ${rule.maxCallsPer24Hours})`,
  );
  const lastWeek = new Date(now.getTime() - 7 * dayMs).toISOString();
  return or(sql`${phoneCallsSince(t, lastWeek)} >= ${maxCallsPer7Days}`, ...dailyCaps)!;
}

/** Borrowers whose state and ZIP place them in the regions where the hours and days allow (or not). */
function inRegions(database: Database, now: Date, callable: boolean): SQL {
  const { t } = database;
  const b = t.borrowers;
  const regions = callingRegions(now, callable);
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

/**
 * The 'Callable now' filter (ApplicationFilter.callableNow) as SQL, the same rule as
 * `callingStatus`: the domain says where the hours and days allow a call at `now` — whole states,
 * and ZIP runs of the split states — and the caps on calls are counted from the contact attempts,
 * so paging and totals stay in SQL. A ZIP counts only as five digits, as `borrowerTimeZone` reads
 * it. `false` is the borrowers a rep may not call: outside the hours, or over a cap (then even when
 * the zone is unknown); otherwise a borrower of unknown zone matches neither value.
 */
export function callableNowCondition(database: Database, value: unknown, now: Date): SQL | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value !== 'boolean') {
    throw new AppError('BAD_USER_INPUT', 'callableNow is invalid', { callableNow: 'callableNow is invalid' });
  }
  const capped = capReached(database, now);
  if (value) return and(inRegions(database, now, true), not(capped));
  return or(inRegions(database, now, false), capped);
}
