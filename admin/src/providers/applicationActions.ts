import type { Application } from '../types';
import { graphqlRequest } from './graphqlRequest';

/** The application's domain actions: each its own mutation, so its rule runs on the server. */
export const applicationActions = ['claim', 'unclaim', 'archive', 'unarchive'] as const;
export type ApplicationAction = (typeof applicationActions)[number];

export const isApplicationAction = (value: unknown): value is ApplicationAction =>
  (applicationActions as readonly unknown[]).includes(value);

/** What an action changes: merged into the cached record by useUpdate. */
const changedFields = 'id status assignedTo assignedToAt assignedToName';

export async function runApplicationAction(action: ApplicationAction, id: Application['id']) {
  const mutation = `mutation ($id: ID!) { data: ${action}Application(id: $id) { ${changedFields} } }`;
  const { data } = await graphqlRequest<{ data: Application }>(mutation, { id });
  return { data };
}
