import { graphql } from '../gql';
import { graphqlRequest, type ResultOf } from '../providers/graphqlRequest';

const StaffWorkloadQuery = graphql(`
  query StaffWorkload {
    staffWorkload {
      repId
      repName
      email
      isActive
      claims
      callbacks
      dueCallbacks
      nextCallbackAt
    }
  }
`);

export type RepWorkload = ResultOf<typeof StaffWorkloadQuery>['staffWorkload'][number];

export const workloadQueryKey = ['staffWorkload'];

export async function fetchStaffWorkload(): Promise<RepWorkload[]> {
  return (await graphqlRequest(StaffWorkloadQuery, {})).staffWorkload;
}

/** '12 open applications, 3 with a call-back' */
export function holdsText({ claims, callbacks }: Pick<RepWorkload, 'claims' | 'callbacks'>): string {
  const applications = `${claims} open application${claims === 1 ? '' : 's'}`;
  return callbacks ? `${applications}, ${callbacks} with a call-back` : applications;
}
