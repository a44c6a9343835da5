import { and, inArray, isNotNull, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Db, Tables } from '../../db/client';
import { accountTypeCodeOf, accountTypeCodes } from '../domain/accountTypes';
import { searchConditions } from './listQuery';

/* The Debts list's filters (the console's Debts tab) and the shared-debt test. */

/** The newest borrower and spouse reports of the application the debt filter names. */
function reportsOfApplication(t: Tables, applicationId: unknown): SQL {
  return sql`${t.debts.creditReportId} in (select ${t.applications.borrowerCreditReportId} from ${t.applications} where ${t.applications.id} = ${applicationId}
    union select ${t.applications.spouseCreditReportId} from ${t.applications} where ${t.applications.id} = ${applicationId})`;
}

/** A debt is shared when the same account number is in both the borrower's and the spouse's report. */
function sharedCondition(t: Tables): SQL {
  return sql`exists (select 1 from ${t.applications} a join ${t.debts} other on other.credit_report_id = case
      when a.borrower_credit_report_id = ${t.debts.creditReportId} then a.spouse_credit_report_id
      when a.spouse_credit_report_id = ${t.debts.creditReportId} then a.borrower_credit_report_id end
    where (a.borrower_credit_report_id = ${t.debts.creditReportId} or a.spouse_credit_report_id = ${t.debts.creditReportId})
      and other.account_number = ${t.debts.accountNumber})`;
}

const list = (value: unknown) => (value as string[] | null) ?? [];

export function debtFilters(database: Database) {
  const { t } = database;
  const d = t.debts;
  return {
    q: (value: unknown) => {
      const friendly = database.db
        .select({ name: t.lenders.name })
        .from(t.lenders)
        .where(searchConditions(database, [t.lenders.friendlyName], value));
      const search = searchConditions(database, [d.lenderName, d.accountNumber], value);
      return search && or(search, inArray(d.lenderName, friendly));
    },
    applicationId: (value: unknown) => reportsOfApplication(t, value),
    debtType_in: (value: unknown) => {
      const chosen = list(value);
      if (chosen.includes('single') && chosen.includes('shared')) return undefined;
      return chosen.includes('shared') ? sharedCondition(t) : sql`not ${sharedCondition(t)}`;
    },
    debtStatus_in: (value: unknown) => {
      const chosen = list(value);
      if (chosen.includes('open') && chosen.includes('closed')) return undefined;
      return chosen.includes('open') ? isNull(d.dateClosed) : isNotNull(d.dateClosed);
    },
    debtDetail_in: (value: unknown) => {
      const chosen = list(value);
      return and(
        chosen.includes('hasBalance') ? sql`${d.currentBalance} > 0` : undefined,
        chosen.includes('latePayment')
          ? sql`coalesce(${d.late30DaysTotal}, 0) + coalesce(${d.late60DaysTotal}, 0) + coalesce(${d.late90DaysTotal}, 0) > 0`
          : undefined,
      );
    },
    portfolioType_in: (value: unknown) => inArray(d.portfolioType, list(value)),
    accountType_in: (value: unknown) => {
      const chosen = list(value);
      const codes = chosen.map(accountTypeCodeOf).filter((c): c is NonNullable<typeof c> => c !== undefined);
      return or(
        codes.length ? inArray(d.accountType, codes) : undefined,
        chosen.includes('other')
          ? or(isNull(d.accountType), notInArray(d.accountType, accountTypeCodes))
          : undefined,
      );
    },
  };
}

/** The ids among `ids` of shared debts (see `sharedCondition`). */
export async function sharedDebtIds(db: Db, t: Tables, ids: readonly string[]): Promise<string[]> {
  const rows = await db
    .select({ id: t.debts.id })
    .from(t.debts)
    .where(and(inArray(t.debts.id, ids as string[]), sharedCondition(t)));
  return rows.map((row) => row.id);
}
