import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client';
import { inTransaction, readData, type Data } from '../data/bound';
import type { CreditorTermsRow } from '../data/creditorTerms';
import { termsInForce, type CreditorKind, type CreditorTermsVersion } from '../domain/creditorTerms';
import { todayIn } from '../domain/dates';
import { startingCreditorTerms, startingCreditors } from '../domain/startingCreditorTerms';
import type { WorkspaceKind } from '../domain/workspace';

/*
 * The creditor table as the decision path reads it: loaded here and passed to api/domain, which
 * stays pure. Every workspace starts with the starting table (api/domain/startingCreditorTerms.ts);
 * live's is "not yet reviewed" until a lead says otherwise, training's is practice data and starts
 * reviewed (docs/decisions/0114).
 */

export const trainingReviewerName = 'Training (the starting table)';

export function termsVersionOf(row: CreditorTermsRow): CreditorTermsVersion {
  return {
    id: row.id,
    creditorId: row.creditorId,
    version: row.version,
    kind: row.kind as CreditorKind,
    friendlyName: row.friendlyName,
    namePatterns: row.namePatterns,
    planApr: row.planApr,
    termInMonths: row.termInMonths,
    minimumPayment: row.minimumPayment,
    participatesInPlans: row.participatesInPlans,
    effectiveDate: row.effectiveDate,
    recordedAt: row.recordedAt,
  };
}

export async function allTermsVersions(data: Data): Promise<CreditorTermsVersion[]> {
  return (await data.creditorTerms.allCreditorTermVersions()).map(termsVersionOf);
}

/** The terms a decision made at `at` stands on. */
export async function creditorTermsInForce(data: Data, at: Date): Promise<CreditorTermsVersion[]> {
  return termsInForce(await allTermsVersions(data), at);
}

export async function creditorTermsAreReviewed(data: Data): Promise<boolean> {
  return (await data.creditorTerms.latestCreditorTermsReview()) !== null;
}

/**
 * On a workspace's start (and before a demo load): the starting table when the database has none,
 * in effect from `now`'s day. Offers older than the table are linked to the versions whose figures
 * they were made with. Idempotent, and safe when several processes start at once.
 */
export async function ensureCreditorTerms(database: Database, kind: WorkspaceKind, now: Date): Promise<void> {
  if ((await readData(database).creditorTerms.allCreditorTermVersions()).length > 0) return;
  const recordedAt = now.toISOString();
  const rows = startingCreditorTerms(todayIn(now), recordedAt).map((v) => ({
    ...v,
    namePatterns: [...v.namePatterns],
    recordedById: null,
    recordedByName: null,
  }));
  await inTransaction(database, async (data) => {
    if ((await data.creditorTerms.insertStartingCreditorTerms(rows)) === 0) return;
    await data.creditorTerms.linkOffersToStartingTerms(startingCreditors.map((c) => c.creditorId));
    if (kind === 'training')
      await data.creditorTerms.insertCreditorTermsReview({
        id: randomUUID(),
        reviewedAt: recordedAt,
        reviewedById: null,
        reviewedByName: trainingReviewerName,
      });
  });
}
