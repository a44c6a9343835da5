import { graphql } from '../gql';
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
export const ActionChangesFields = graphql(`
  fragment ActionChanges on Application {
    id
    status
    assignedTo
    assignedToAt
    assignedToName
  }
`);

const TakeOver = graphql(`
  mutation TakeOverApplication($id: ID!, $fromRepId: ID!) {
    data: takeOverApplication(id: $id, fromRepId: $fromRepId) {
      ...ActionChanges
    }
  }
`);

const byId = {
  claim: graphql(`
    mutation ClaimApplication($id: ID!) {
      data: claimApplication(id: $id) {
        ...ActionChanges
      }
    }
  `),
  unclaim: graphql(`
    mutation UnclaimApplication($id: ID!) {
      data: unclaimApplication(id: $id) {
        ...ActionChanges
      }
    }
  `),
  archive: graphql(`
    mutation ArchiveApplication($id: ID!) {
      data: archiveApplication(id: $id) {
        ...ActionChanges
      }
    }
  `),
  unarchive: graphql(`
    mutation UnarchiveApplication($id: ID!) {
      data: unarchiveApplication(id: $id) {
        ...ActionChanges
      }
    }
  `),
  undoArchive: graphql(`
    mutation UndoArchiveApplication($id: ID!) {
      data: undoArchiveApplication(id: $id) {
        ...ActionChanges
      }
    }
  `),
};

/**
 * `fromRepId` is for a take-over: the holder the rep saw and confirmed, so the server refuses it if
 * someone else holds the application by now.
 */
export async function runApplicationAction(action: ApplicationAction, id: string, fromRepId?: unknown) {
  if (action === 'takeOver') {
    if (typeof fromRepId !== 'string') throw new Error('A take-over names the holder it takes over from');
    return graphqlRequest(TakeOver, { id, fromRepId });
  }
  return graphqlRequest(byId[action], { id });
}
