import { randomUUID } from 'node:crypto';
import { requirePermission } from '../auth/permissions';
import type { Viewer } from '../auth/viewer';
import { inTransaction, readData, type Data } from '../data/bound';
import type { CreditorTermsRow } from '../data/creditorTerms';
import {
  latestVersions,
  tableOrder,
  termsInForce,
  versionIdOf,
  type CreditorKind,
} from '../domain/creditorTerms';
import {
  canonicalPatterns,
  creditorTermsErrors,
  type CreditorTermsInput,
} from '../domain/creditorTermsRules';
import { isIsoDate, todayIn } from '../domain/dates';
import { typedDollars } from '../domain/moneyInput';
import { AppError, notFound } from '../errors';
import { recordAudit } from './audit';
import { termsVersionOf } from './creditorTermsTable';
import type { ServiceDeps } from './deps';
import { assertValid, definedOnly } from './validation';

/*
 * The Creditors screen's operations (api/domain/creditorTerms.ts): leads add creditors and change
 * their terms, each change a new version, audited; every staff member reads them. A creditor is
 * shown as its latest version, or as the version in force on a day asked for.
 */

export type CreditorVersion = CreditorTermsRow & { kind: CreditorKind };

const asVersion = (row: CreditorTermsRow) => row as CreditorVersion;

/** The terms a version holds, without who and when: what an edit compares and the audit records. */
const termsOf = (v: CreditorTermsRow) => ({
  friendlyName: v.friendlyName,
  namePatterns: v.namePatterns,
  planApr: v.planApr,
  termInMonths: v.termInMonths,
  minimumPayment: v.minimumPayment,
  participatesInPlans: v.participatesInPlans,
});

export interface CreditorFilter {
  ids?: readonly (string | null | undefined)[] | null;
  q?: string | null;
  participatesInPlans?: boolean | null;
  /** The table as it stood at the end of this day (YYYY-MM-DD, UTC). */
  asOf?: string | null;
}

function versionsAt(rows: CreditorTermsRow[], asOf: string | null | undefined): CreditorTermsRow[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const versions = rows.map(termsVersionOf);
  if (asOf == null || asOf === '') return latestVersions(versions).map((v) => byId.get(v.id)!);
  if (!isIsoDate(asOf))
    throw new AppError('BAD_USER_INPUT', 'As of is invalid: a whole date as MM-DD-YYYY', { asOf: 'invalid' });
  return termsInForce(versions, new Date(`${asOf}T23:59:59.999Z`)).map((v) => byId.get(v.id)!);
}

const matchesSearch = (row: CreditorTermsRow, q: string) => {
  const needle = q.trim().toLowerCase();
  return (
    needle === '' ||
    row.friendlyName.toLowerCase().includes(needle) ||
    row.namePatterns.some((p) => p.includes(needle))
  );
};

/** The columns a list sorts on; any other sort is the table's order. */
const sortable = ['planApr', 'termInMonths', 'minimumPayment', 'effectiveDate', 'version'] as const;
type SortField = (typeof sortable)[number];

function byField(field: string | null | undefined, order: string | null | undefined) {
  const inTableOrder = (a: CreditorTermsRow, b: CreditorTermsRow) =>
    tableOrder(termsVersionOf(a), termsVersionOf(b));
  if (!sortable.includes(field as SortField)) return inTableOrder;
  const key = field as SortField;
  const sign = order === 'DESC' ? -1 : 1;
  return (a: CreditorTermsRow, b: CreditorTermsRow) =>
    a[key] < b[key] ? -sign : a[key] > b[key] ? sign : inTableOrder(a, b);
}

/**
 * The creditors the filter asks for, in the table's order (named creditors by name, then the two
 * catch-alls) unless a sort field is given.
 */
export async function findCreditors(
  deps: ServiceDeps,
  viewer: Viewer | null,
  filter: CreditorFilter = {},
  sort: { field?: string | null; order?: string | null } = {},
) {
  requirePermission(viewer, 'creditorTerms:read');
  const rows = await readData(deps.database).creditorTerms.allCreditorTermVersions();
  return versionsAt(rows, filter.asOf)
    .filter((r) => !filter.ids || filter.ids.includes(r.creditorId))
    .filter((r) => filter.participatesInPlans == null || r.participatesInPlans === filter.participatesInPlans)
    .filter((r) => !filter.q || matchesSearch(r, filter.q))
    .sort(byField(sort.field, sort.order))
    .map(asVersion);
}

export async function creditorById(deps: ServiceDeps, viewer: Viewer | null, creditorId: string) {
  const [creditor] = await findCreditors(deps, viewer, { ids: [creditorId] });
  if (!creditor) throw notFound('Creditor');
  return creditor;
}

/** Every version of one creditor, newest first, and which is in force now. */
export async function creditorHistory(deps: ServiceDeps, viewer: Viewer | null, creditorId: string) {
  requirePermission(viewer, 'creditorTerms:read');
  const rows = (await readData(deps.database).creditorTerms.allCreditorTermVersions()).filter(
    (r) => r.creditorId === creditorId,
  );
  const [inForce] = termsInForce(rows.map(termsVersionOf), deps.now());
  return rows
    .sort((a, b) => b.version - a.version)
    .map((row) => ({ ...asVersion(row), isInForce: row.id === inForce?.id }));
}

/** The patterns every other named creditor holds now (its latest version). */
async function otherCreditors(data: Data, exceptId: string | null) {
  const versions = latestVersions((await data.creditorTerms.allCreditorTermVersions()).map(termsVersionOf));
  return versions.filter((v) => v.kind === 'creditor' && v.creditorId !== exceptId);
}

/** A minimum payment sent as dollars, or as typed: exact cents either way, or the rule's message. */
const dollarsOf = (value: CreditorTermsInput['minimumPayment']) =>
  value == null ? null : typedDollars(value);

export interface NewCreditor extends CreditorTermsInput {
  friendlyName: string;
  namePatterns: readonly string[];
}

export async function createCreditor(deps: ServiceDeps, viewer: Viewer | null, input: NewCreditor) {
  const lead = requirePermission(viewer, 'creditorTerms:manage');
  const now = deps.now();
  const creditorId = randomUUID();
  return inTransaction(deps.database, async (data) => {
    const others = await otherCreditors(data, null);
    assertValid(creditorTermsErrors(input, { kind: 'creditor', today: todayIn(now), others }));
    const row = await data.creditorTerms.insertCreditorTermVersion({
      id: versionIdOf(creditorId, 1),
      creditorId,
      version: 1,
      kind: 'creditor',
      friendlyName: input.friendlyName.trim(),
      namePatterns: canonicalPatterns(input.namePatterns),
      planApr: input.planApr!,
      termInMonths: input.termInMonths!,
      minimumPayment: dollarsOf(input.minimumPayment)!,
      participatesInPlans: input.participatesInPlans!,
      effectiveDate: input.effectiveDate!,
      recordedAt: now.toISOString(),
      recordedById: lead.id,
      recordedByName: lead.name ?? lead.email,
    });
    await recordAudit(data, lead, {
      action: 'create',
      entity: 'Creditor',
      entityId: creditorId,
      after: { version: 1, effectiveDate: row.effectiveDate, ...termsOf(row) },
    });
    return asVersion(row);
  });
}

export interface CreditorChanges extends CreditorTermsInput {
  id: string;
  /** The version the lead edited: another lead's newer one is not written over. */
  version: number;
}

export const changedMeanwhile = (version: number) =>
  `Another lead changed these terms meanwhile (now version ${version}). Reload the creditor to see them.`;

/**
 * The next version of a creditor's terms, from its effective date; the versions before it are
 * never touched. Sent without a change to the terms, nothing is written.
 */
export async function updateCreditor(deps: ServiceDeps, viewer: Viewer | null, input: CreditorChanges) {
  const lead = requirePermission(viewer, 'creditorTerms:manage');
  const now = deps.now();
  const { id, version, ...changes } = input;
  return inTransaction(deps.database, async (data) => {
    const latest = await data.creditorTerms.latestCreditorVersion(id);
    if (!latest) throw notFound('Creditor');
    if (latest.version !== version) throw new AppError('CONFLICT', changedMeanwhile(latest.version));
    const merged: CreditorTermsInput = { ...termsOf(latest), ...definedOnly(changes) };
    const kind = latest.kind as CreditorKind;
    const others = await otherCreditors(data, id);
    assertValid(creditorTermsErrors(merged, { kind, today: todayIn(now), others }));
    const next = {
      friendlyName: merged.friendlyName!.trim(),
      namePatterns: canonicalPatterns(merged.namePatterns),
      planApr: merged.planApr!,
      termInMonths: merged.termInMonths!,
      minimumPayment: dollarsOf(merged.minimumPayment)!,
      participatesInPlans: merged.participatesInPlans!,
    };
    if (JSON.stringify(next) === JSON.stringify(termsOf(latest))) return asVersion(latest);
    const row = await data.creditorTerms.insertCreditorTermVersion({
      id: versionIdOf(id, latest.version + 1),
      creditorId: id,
      version: latest.version + 1,
      kind,
      ...next,
      effectiveDate: merged.effectiveDate!,
      recordedAt: now.toISOString(),
      recordedById: lead.id,
      recordedByName: lead.name ?? lead.email,
    });
    await recordAudit(data, lead, {
      action: 'update',
      entity: 'Creditor',
      entityId: id,
      before: { version: latest.version, effectiveDate: latest.effectiveDate, ...termsOf(latest) },
      after: { version: row.version, effectiveDate: row.effectiveDate, ...next },
    });
    return asVersion(row);
  });
}

export async function creditorTermsReview(deps: ServiceDeps, viewer: Viewer | null) {
  requirePermission(viewer, 'creditorTerms:read');
  const review = await readData(deps.database).creditorTerms.latestCreditorTermsReview();
  return {
    isReviewed: review !== null,
    reviewedAt: review?.reviewedAt ?? null,
    reviewedByName: review?.reviewedByName ?? null,
  };
}

/** "Mark as reviewed": a lead has checked the table against the agency's creditor list. Audited. */
export async function markCreditorTermsReviewed(deps: ServiceDeps, viewer: Viewer | null) {
  const lead = requirePermission(viewer, 'creditorTerms:manage');
  const reviewedAt = deps.now().toISOString();
  await inTransaction(deps.database, async (data) => {
    const id = randomUUID();
    await data.creditorTerms.insertCreditorTermsReview({
      id,
      reviewedAt,
      reviewedById: lead.id,
      reviewedByName: lead.name ?? lead.email,
    });
    await recordAudit(data, lead, {
      action: 'review',
      entity: 'CreditorTerms',
      entityId: id,
      after: { reviewedAt },
    });
  });
  return creditorTermsReview(deps, lead);
}
