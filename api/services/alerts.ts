import { requirePermission } from '../auth/permissions';
import type { Viewer } from '../auth/viewer';
import { inTransaction } from '../data/bound';
import { notFound } from '../errors';
import { recordAudit } from './audit';
import type { ServiceDeps } from './deps';

export interface AlertChanges {
  id: string;
  hasBeenSeenByCustomerServiceRepresentative?: boolean | null;
}

/** Staff mark an alert seen (or not); the change is audited. */
export async function updateAlert(deps: ServiceDeps, viewer: Viewer, input: AlertChanges) {
  requirePermission(viewer, 'alert:update');
  const { database } = deps;
  return inTransaction(database, async (data) => {
    const before = await data.alerts.alertById(input.id);
    if (!before) throw notFound('Alert');
    const seen =
      input.hasBeenSeenByCustomerServiceRepresentative ?? before.hasBeenSeenByCustomerServiceRepresentative;
    const after = await data.alerts.setAlertSeenByRepresentative(input.id, seen);
    await recordAudit(data, viewer, {
      action: 'update',
      entity: 'Alert',
      entityId: input.id,
      before: {
        hasBeenSeenByCustomerServiceRepresentative: before.hasBeenSeenByCustomerServiceRepresentative,
      },
      after: { hasBeenSeenByCustomerServiceRepresentative: seen },
    });
    return after;
  });
}
