import { requirePermission } from '../auth/permissions';
import type { Viewer } from '../auth/viewer';
import { inTransaction, type Data } from '../data/bound';
import { notFound } from '../errors';
import { recordAudit } from './audit';
import { recordRead } from './readLog';
import type { ServiceDeps } from './deps';

/**
 * A reveal of a whole account number as History shows it (who, when, which debt); the read log
 * records it too (revealAccountNumber).
 */
export async function recordAccountNumberRead(
  data: Data,
  viewer: Viewer,
  debt: { id: string; applicationId: string | null },
): Promise<void> {
  await recordAudit(data, viewer, {
    action: 'revealAccountNumber',
    entity: 'Debt',
    entityId: debt.id,
    applicationId: debt.applicationId,
  });
}

/**
 * A debt's whole account number, for staff (the permissions table) on an explicit reveal. The audit
 * entry is written with the read, and the read log's entry before the number is answered: no number
 * is shown unrecorded.
 */
export async function revealAccountNumber(deps: ServiceDeps, viewer: Viewer, debtId: string) {
  requirePermission(viewer, 'accountNumber:reveal');
  const { database } = deps;
  const debt = await inTransaction(database, async (data) => {
    const found = await data.credit.debtWithApplication(debtId);
    if (!found) throw notFound('Debt');
    await recordAccountNumberRead(data, viewer, found);
    return found;
  });
  if (debt.applicationId)
    await recordRead(deps, viewer, { applicationId: debt.applicationId, kind: 'accountNumber' });
  return debt.accountNumber;
}
