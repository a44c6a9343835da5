import type { DemoDataJob } from '@domain/demoDataJob';
import { graphqlRequest } from '../providers/graphqlRequest';

export type { DemoDataJob };

const fields = 'id status borrowers seed reset done total startedAt finishedAt error startedByName';

export async function currentDemoDataJob(): Promise<DemoDataJob | null> {
  return (await graphqlRequest<{ demoDataJob: DemoDataJob | null }>(`{ demoDataJob { ${fields} } }`, {}))
    .demoDataJob;
}

export async function loadDemoData(input: {
  borrowers: number;
  seed: number;
  reset: boolean;
}): Promise<DemoDataJob> {
  const mutation = `mutation($borrowers: Int!, $seed: Int!, $reset: Boolean) { loadDemoData(borrowers: $borrowers, seed: $seed, reset: $reset) { ${fields} } }`;
  return (await graphqlRequest<{ loadDemoData: DemoDataJob }>(mutation, input)).loadDemoData;
}
