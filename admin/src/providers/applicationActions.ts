import type { Application } from '../types';
import { graphqlRequest } from './graphqlRequest';

/** The application's domain actions: each its own mutation, so its rule runs on the server. */
export const applicationActions = [
  'claim',
  'takeOver',
  'unclaim',
  'archive',
  'unarchive',
  'undoArchive',
] as const;
export type ApplicationAction = (typeof applicationActions)[number];

export const isApplicationAction = (value: unknown): value is ApplicationAction =>
  (applicationActions as readonly unknown[]).includes(value);

/** What an action changes: merged into the cached record by useUpdate. */
const changedFields = 'id status assignedTo assignedToAt assignedToName';

/**
 * `fromRepId` is for a take-over: the holder the rep saw and confirmed, so the server refuses it if
 * someone else holds the application by now.
 */
export async function runApplicationAction(
  action: ApplicationAction,
  id: Application['id'],
  fromRepId?: unknown,
) {
  if (action === 'takeOver') {
    const mutation = `mutation ($id: ID!, $fromRepId: ID!) {
      data: takeOverApplication(id: $id, fromRepId: $fromRepId) { ${changedFields} }
    }`;
    const { data } = await graphqlRequest<{ data: Application }>(mutation, { id, fromRepId });
    return { data };
  }
  const mutation = `mutation ($id: ID!) { data: ${action}Application(id: $id) { ${changedFields} } }`;
  const { data } = await graphqlRequest<{ data: Application }>(mutation, { id });
  return { data };
}
