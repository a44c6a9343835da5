import type { ReadKind } from '../domain/readLog';
import { recordRead, recordReads } from '../services/readLog';
import type { Context } from './context';

/*
 * Where the console reads a borrower's file, the read is logged (api/services/readLog.ts): the
 * borrower page, each tab's data (a list narrowed to one application or borrower), one record by
 * id, an export. Lists across applications (the summary, the queue) are not a file.
 */

/** The application a borrower's rows belong to (a borrower has one). */
async function applicationOfBorrower(ctx: Context, borrowerId: string): Promise<string | null> {
  return (await ctx.loaders.applicationsByBorrower.load(borrowerId))[0]?.id ?? null;
}

/** One staff read of the file, its application taken from the request's loader. */
const readOf = (ctx: Context, applicationId: string, kind: ReadKind) =>
  recordRead(ctx.deps, ctx.viewer, { applicationId, kind }, (key) => ctx.loaders.application.load(key));

/** A list narrowed by `filter.applicationId` or `filter.borrowerId`: one read of that file. */
export async function trackListRead(
  ctx: Context,
  filter: Record<string, unknown> | undefined,
  kind: ReadKind,
) {
  if (!ctx.viewer?.isStaff || !filter) return;
  const { applicationId, borrowerId } = filter;
  const id =
    typeof applicationId === 'string'
      ? applicationId
      : typeof borrowerId === 'string'
        ? await applicationOfBorrower(ctx, borrowerId)
        : null;
  if (id) await readOf(ctx, id, kind);
}

/** One record read by its id: the file its application (or its borrower) names. */
export async function trackRowRead(ctx: Context, row: object, kind: ReadKind, isBorrower = false) {
  if (!ctx.viewer?.isStaff) return;
  const fields = row as { id?: string; applicationId?: string | null; borrowerId?: string | null };
  const id =
    fields.applicationId ??
    (isBorrower && fields.id ? await applicationOfBorrower(ctx, fields.id) : null) ??
    (fields.borrowerId ? await applicationOfBorrower(ctx, fields.borrowerId) : null);
  if (id) await readOf(ctx, id, kind);
}

/** A page of applications fetched for the console's CSV export: each one read. */
export async function trackExport(ctx: Context, rows: readonly { id: string }[]) {
  if (!ctx.viewer?.isStaff || ctx.deps.origin.purpose !== 'export') return;
  await recordReads(
    ctx.deps,
    ctx.viewer,
    rows.map((row) => row.id),
    'export',
  );
}
