import type { Db, Tables } from '../../db/client';
import type { Viewer } from '../auth/viewer';
import { debtWithApplication } from '../data/credit';
import { notFound } from '../errors';
import { recordAudit } from './audit';
import type { ServiceDeps } from './deps';

/**
 * The one place a reveal of a whole account number is recorded. Today an audit entry (History tab:
 * who, when, which debt); the read log of issue 19 takes it over by changing this function alone.
 */
export async function recordAccountNumberRead(
  tx: Db,
  t: Tables,
  viewer: Viewer,
  debt: { id: string; applicationId: string | null },
): Promise<void> {
  await recordAudit(tx, t, viewer, {
    action: 'revealAccountNumber',
    entity: 'Debt',
    entityId: debt.id,
    applicationId: debt.applicationId,
  });
}

/**
 * A debt's whole account number, for staff (the permissions table) on an explicit reveal; the read
 * is recorded in the same transaction, so no number is shown unrecorded.
 */
export async function revealAccountNumber(deps: ServiceDeps, viewer: Viewer, debtId: string) {
  const { database } = deps;
  const { t } = database;
  return database.withTransaction(async (tx) => {
    const debt = await debtWithApplication(tx, t, debtId);
    if (!debt) throw notFound('Debt');
    await recordAccountNumberRead(tx, t, viewer, debt);
    return debt.accountNumber;
  });
}
