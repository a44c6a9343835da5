import { requirePermission } from '../auth/permissions';
import type { Viewer } from '../auth/viewer';
import { inTransaction, readData, type Data } from '../data/bound';
import { endOfUtcDay, savedQueryFilter, type SavedQueryList } from '../domain/applicationListFilter';
import { mayDo } from '../domain/permissions';
import { parsedFilterValues, savedQueryErrors, type SavedQueryInput } from '../domain/savedQuery';
import { AppError, notFound } from '../errors';
import { recordAudit } from './audit';
import type { ServiceDeps } from './deps';
import { assertValid } from './validation';

/*
 * Saved lists on the server (issue 20): a rep keeps their own, from any computer, past a sign-out;
 * a lead publishes one to the whole floor, where every rep sees it with its live count. Publishing is
 * audited (it changes what every rep sees); a rep's own lists are their working notes, not audited.
 */

export async function savedQueries(deps: ServiceDeps, viewer: Viewer, listKey: string) {
  requirePermission(viewer, 'workspace:keep');
  return readData(deps.database).savedQueries.savedQueriesFor(viewer.id, listKey);
}

/**
 * The filter a saved query lists for this viewer at `now` (a queue's over the viewer's own claims;
 * call-backs due by the end of the UTC day).
 */
export function filterOfSavedQuery(
  row: { listKey: string; filterValues: Record<string, unknown> },
  viewerId: string,
  now: Date,
) {
  return savedQueryFilter(row.listKey as SavedQueryList, row.filterValues, viewerId, endOfUtcDay(now));
}

const mayPublish = (viewer: Viewer) => mayDo(viewer, 'savedQuery:publish');

export async function createSavedQuery(
  deps: ServiceDeps,
  viewer: Viewer,
  input: SavedQueryInput & { isPublished?: boolean | null },
) {
  requirePermission(viewer, 'workspace:keep');
  assertValid(savedQueryErrors(input, true));
  if (input.isPublished && !mayPublish(viewer))
    throw new AppError('FORBIDDEN', 'Only a lead may share a list with the floor');
  return inTransaction(deps.database, async (data) => {
    const row = await data.savedQueries.insertSavedQuery({
      ownerId: viewer.id,
      listKey: input.listKey!,
      name: input.name!.trim(),
      filterValues: parsedFilterValues(input.filterValues)!,
      isPublished: input.isPublished === true,
    });
    if (row.isPublished) await auditPublishing(data, viewer, row.id, false, true, row.name);
    return row;
  });
}

function auditPublishing(
  data: Data,
  viewer: Viewer,
  id: string,
  before: boolean,
  after: boolean,
  name: string,
) {
  return recordAudit(data, viewer, {
    action: after ? 'publish' : 'unpublish',
    entity: 'SavedQuery',
    entityId: id,
    before: { isPublished: before, name },
    after: { isPublished: after, name },
  });
}

/** Its owner renames it; a lead publishes or withdraws it (any published one, whoever saved it). */
export async function updateSavedQuery(
  deps: ServiceDeps,
  viewer: Viewer,
  input: { id: string; name?: string | null; isPublished?: boolean | null },
) {
  requirePermission(viewer, 'workspace:keep');
  assertValid(savedQueryErrors({ name: input.name }, false));
  return inTransaction(deps.database, async (data) => {
    const before = await data.savedQueries.savedQueryById(input.id);
    if (!before || (before.ownerId !== viewer.id && !before.isPublished)) throw notFound('SavedQuery');
    const publishing = input.isPublished != null && input.isPublished !== before.isPublished;
    if (publishing && !mayPublish(viewer))
      throw new AppError('FORBIDDEN', 'Only a lead may share a list with the floor');
    if (input.name != null && before.ownerId !== viewer.id)
      throw new AppError('FORBIDDEN', 'Only its owner may rename a saved list');
    const after = await data.savedQueries.updateSavedQueryFields(before.id, {
      ...(input.name != null ? { name: input.name.trim() } : {}),
      ...(publishing ? { isPublished: input.isPublished! } : {}),
    });
    if (publishing)
      await auditPublishing(data, viewer, after.id, before.isPublished, after.isPublished, after.name);
    return after;
  });
}

/** Its owner removes it; a published one only a lead may remove, since the whole floor uses it. */
export async function removeSavedQuery(deps: ServiceDeps, viewer: Viewer, id: string) {
  requirePermission(viewer, 'workspace:keep');
  return inTransaction(deps.database, async (data) => {
    const row = await data.savedQueries.savedQueryById(id);
    if (!row || (row.ownerId !== viewer.id && !row.isPublished)) throw notFound('SavedQuery');
    if (row.isPublished && !mayPublish(viewer))
      throw new AppError('FORBIDDEN', 'A list shared with the floor is removed by a lead');
    await data.savedQueries.deleteSavedQuery(id);
    if (row.isPublished) await auditPublishing(data, viewer, row.id, true, false, row.name);
    return row;
  });
}
