import type { DemoDataJob } from '@domain/demoDataJob';
import { graphqlRequest } from '../providers/graphqlRequest';

export type { DemoDataJob };

const fields = 'id status borrowers seed reset scenario done total startedAt finishedAt error startedByName';

export async function currentDemoDataJob(): Promise<DemoDataJob | null> {
  return (await graphqlRequest<{ demoDataJob: DemoDataJob | null }>(`{ demoDataJob { ${fields} } }`, {}))
    .demoDataJob;
}
