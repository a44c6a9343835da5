import { graphql } from '../gql';
import { graphqlRequest, type ResultOf } from '../providers/graphqlRequest';

export const DemoDataJobFields = graphql(`
  fragment DemoDataJobFields on DemoDataJob {
    id
    status
    borrowers
    seed
    reset
    scenario
    done
    total
    startedAt
    finishedAt
    error
    startedByName
  }
`);

export type DemoDataJob = ResultOf<typeof DemoDataJobFields>;

const CurrentDemoDataJob = graphql(`
  query CurrentDemoDataJob {
    demoDataJob {
      ...DemoDataJobFields
    }
  }
`);

export async function currentDemoDataJob(): Promise<DemoDataJob | null> {
  return (await graphqlRequest(CurrentDemoDataJob, {})).demoDataJob ?? null;
}
