import { describe, expect, it } from 'vitest';
import { createLogger } from '../../api/logger';
import { generatorHeapMb } from '../../seed/chunkSource';
import { seedBorrowers } from '../../seed/seedBorrowers';
import { openFreshDatabase } from '../helpers/testServer';

/*
 * The generator thread's heap is held to its chunk's size (seed/chunkSource.ts), so the seeder's
 * memory stays flat; the bench prints how flat. Here: the limit is not so tight that a large chunk
 * stops the load.
 */
describe("the generator thread's heap", () => {
  it('holds a chunk of 5 000 borrowers, the largest a load is told to use here', async () => {
    expect(generatorHeapMb(5000)).toBeGreaterThan(generatorHeapMb(500));
    const database = await openFreshDatabase('sqlite');
    try {
      const result = await seedBorrowers(database, createLogger('silent'), {
        borrowers: 5000,
        seed: 11,
        now: new Date('2026-11-28T15:00:00.000Z'),
        workers: 1,
        chunkSize: 5000,
        indexesAfter: true,
        demoAccountPassword: 'Borr0wer!demo',
        staffPassword: 'Passw0rd!demo',
      });
      expect(result.borrowers).toBe(5000);
      expect(result.rows.applications).toBeGreaterThanOrEqual(5000);
    } finally {
      await database.close();
    }
  }, 180_000);
});
