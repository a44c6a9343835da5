import { graphql } from '../gql';
import type { ResultOf } from '../providers/graphqlRequest';
import { socket } from './socket';

/** What another rep did to an application, as the schema's ApplicationChange tells it. */
export const ApplicationChangeFields = graphql(`
  fragment ApplicationChange on ApplicationChange {
    applicationId
    action
    actorId
    actorName
    assignedTo
    assignedToName
    status
  }
`);

export type ApplicationChange = ResultOf<typeof ApplicationChangeFields>;

const OnApplicationChanged = graphql(`
  subscription OnApplicationChanged($id: ID!) {
    onApplicationChanged(id: $id) {
      ...ApplicationChange
    }
  }
`);

const OnApplicationsChanged = graphql(`
  subscription OnApplicationsChanged {
    onApplicationsChanged {
      ...ApplicationChange
    }
  }
`);

/** Hears what any staff does to any application, and new applications: the lists that update themselves. */
export function listenToEveryApplication(onChange: (change: ApplicationChange) => void): () => void {
  return socket().subscribe<ResultOf<typeof OnApplicationsChanged>>(
    { query: OnApplicationsChanged.toString() },
    {
      next: ({ data }) => {
        if (data?.onApplicationsChanged) onChange(data.onApplicationsChanged);
      },
      error: (error) => console.error('Live updates of the lists stopped', error),
      complete: () => undefined,
    },
  );
}

/** Hears what other staff do to the application; returns the way to stop listening. */
export function listenToApplication(id: string, onChange: (change: ApplicationChange) => void): () => void {
  return socket().subscribe<ResultOf<typeof OnApplicationChanged>>(
    { query: OnApplicationChanged.toString(), variables: { id } },
    {
      next: ({ data }) => {
        if (data?.onApplicationChanged) onChange(data.onApplicationChanged);
      },
      error: (error) => console.error('Live updates of the application stopped', error),
      complete: () => undefined,
    },
  );
}

/** 'Claimed by Ravi Rep just now' — what changed, in a rep's words. */
export function changeText(change: ApplicationChange): string {
  const who = change.actorName ?? 'Another representative';
  switch (change.action) {
    case 'claim':
    case 'takeOver':
      return `Claimed by ${change.assignedToName ?? who} just now`;
    case 'reassign':
      return `Reassigned to ${change.assignedToName ?? 'another representative'} by ${who} just now`;
    case 'unclaim':
      return `Unclaimed by ${who} just now`;
    case 'archive':
      return `Archived by ${who} just now`;
    case 'unarchive':
      return `Unarchived by ${who} just now`;
    case 'contact':
      return `${who} logged a contact attempt just now`;
    case 'new':
      return 'New application just now';
    default:
      return `Changed by ${who} just now`;
  }
}
