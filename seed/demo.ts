import type { Database } from '../db/client';
import type { Logger } from '../api/logger';

/** The default demo set loaded on the first start (the generator itself is seed/generate.ts). */
export async function seedDemoData(database: Database, logger: Logger): Promise<void> {
  void database;
  logger.info('Demo data generator not available yet');
}
