import type { DemoDataJob } from '@domain/demoDataJob';
import { graphqlRequest } from '../providers/graphqlRequest';

export type { DemoDataJob };

const fields = 'id status borrowers seed reset scenario done total startedAt finishedAt error startedByName';

export async function currentDemoDataJob(): Promise<DemoDataJob | null> {
  return (await graphqlRequest<{ demoDataJob: DemoDataJob | null }>(`{ demoDataJob { ${fields} } }`, {}))
    .demoDataJob;
}

export async function loadDemoData(input: {
  borrowers?: number;
  seed: number;
  reset: boolean;
  scenario?: string;
}): Promise<DemoDataJob> {
  const mutation = `mutation($borrowers: Int, $seed: Int!, $reset: Boolean, $scenario: String) { loadDemoData(borrowers: $borrowers, seed: $seed, reset: $reset, scenario: $scenario) { ${fields} } }`;
  return (await graphqlRequest<{ loadDemoData: DemoDataJob }>(mutation, input)).loadDemoData;
}
