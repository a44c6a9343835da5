/** The lead's demo-data load as the console shows it (the server's job row, without its bookkeeping). */
export interface DemoDataJob {
  id: string;
  status: 'running' | 'done' | 'failed';
  borrowers: number;
  seed: number;
  reset: boolean;
  scenario: string | null;
  done: number;
  total: number;
  startedAt: string;
  finishedAt: string | null;
  error: string | null;
  startedByName: string | null;
}

export const maxDemoBorrowers = 100_000;
/** A load's seed is a whole number from 1 to this. */
export const maxDemoSeed = 1_000_000;
