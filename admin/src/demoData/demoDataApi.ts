import { graphql } from '../gql';
import { answered, graphqlRequest, type ResultOf } from '../providers/graphqlRequest';

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

const LoadDemoData = graphql(`
  mutation LoadDemoData($borrowers: Int, $seed: Int!, $reset: Boolean, $scenario: String) {
    loadDemoData(borrowers: $borrowers, seed: $seed, reset: $reset, scenario: $scenario) {
      ...DemoDataJobFields
    }
  }
`);

export async function currentDemoDataJob(): Promise<DemoDataJob | null> {
  return (await graphqlRequest(CurrentDemoDataJob, {})).demoDataJob ?? null;
}

export async function loadDemoData(input: {
  borrowers?: number;
  seed: number;
  reset: boolean;
  scenario?: string;
}): Promise<DemoDataJob> {
  return answered((await graphqlRequest(LoadDemoData, input)).loadDemoData, 'loadDemoData');
}
