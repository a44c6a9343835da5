import type { Tree } from '../tree';

/*
 * The audit log as the product's services write it (api/services/audit.ts): the same action and
 * entity names and the same before/after shapes as applicationActions.ts (claim, unclaim, archive),
 * contactAttempts.ts (contact), plans.ts (enroll, update), contract.ts (sign) and flow/aboutYou.ts
 * (start), so the console's History tab reads generated entries like real ones. Each entry is dated
 * when its change happened; the actor is a real account (a rep, or the borrower who signed).
 */

export interface AuditFacts {
  actorId: string;
  action: string;
  entity: string;
  entityId: string;
  applicationId: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  atMs: number;
}

export function addAudit(tree: Tree, facts: AuditFacts): void {
  tree.add('auditLog', {
    actorId: facts.actorId,
    action: facts.action,
    entity: facts.entity,
    entityId: facts.entityId,
    applicationId: facts.applicationId,
    before: facts.before ?? null,
    after: facts.after ?? null,
    createdAt: tree.clock.instant(facts.atMs),
  });
}
