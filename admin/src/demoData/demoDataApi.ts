import { graphql } from '../gql';
import type { ResultOf } from '../providers/graphqlRequest';

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
