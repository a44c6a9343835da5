import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../api/config';
import { listenUrlOf, workspacesOf } from '../../api/workspace';

/** The Postgres connection settings (docs/decisions/0063-postgres-connections.md). */
describe('the connection settings', () => {
  it('gives each process a pool of 5 unless DATABASE_POOL_SIZE says otherwise', () => {
    expect(loadConfig({}).DATABASE_POOL_SIZE).toBe(5);
    expect(loadConfig({ DATABASE_POOL_SIZE: '12' }).DATABASE_POOL_SIZE).toBe(12);
  });

  it('keeps statements parsed per connection unless DATABASE_NAMED_STATEMENTS=false (an old pooler)', () => {
    expect(loadConfig({}).DATABASE_NAMED_STATEMENTS).toBe(true);
    expect(loadConfig({ DATABASE_NAMED_STATEMENTS: 'false' }).DATABASE_NAMED_STATEMENTS).toBe(false);
    expect(() => loadConfig({ DATABASE_NAMED_STATEMENTS: 'no' })).toThrow(/DATABASE_NAMED_STATEMENTS/);
  });

  it('refuses a pool size that is not a whole number from 1 to 100, naming the variable', () => {
    for (const wrong of ['0', '-2', '2.5', 'many', '101']) {
      expect(() => loadConfig({ DATABASE_POOL_SIZE: wrong })).toThrow(ConfigError);
      expect(() => loadConfig({ DATABASE_POOL_SIZE: wrong })).toThrow(/DATABASE_POOL_SIZE/);
    }
  });

  it('sends each workspace’s LISTEN connection to its database unless told where', () => {
    const urls = {
      DATABASE_URL: 'postgres://app@pgbouncer:6432/relief',
      TRAINING_DATABASE_URL: 'postgres://app@pgbouncer:6432/training',
    };
    const plain = loadConfig(urls);
    const { live, training } = workspacesOf(plain);
    expect([listenUrlOf(plain, live), listenUrlOf(plain, training!)]).toEqual([
      urls.DATABASE_URL,
      urls.TRAINING_DATABASE_URL,
    ]);
    const direct = loadConfig({
      ...urls,
      DATABASE_LISTEN_URL: 'postgres://app@db:5432/relief',
      TRAINING_DATABASE_LISTEN_URL: 'postgres://app@db:5432/training',
    });
    expect([listenUrlOf(direct, live), listenUrlOf(direct, training!)]).toEqual([
      'postgres://app@db:5432/relief',
      'postgres://app@db:5432/training',
    ]);
  });

  it('refuses a LISTEN URL that is not a postgres:// one', () => {
    expect(() => loadConfig({ DATABASE_LISTEN_URL: 'file:data/app.db' })).toThrow(/DATABASE_LISTEN_URL/);
    expect(() => loadConfig({ TRAINING_DATABASE_LISTEN_URL: 'http://db' })).toThrow(
      /TRAINING_DATABASE_LISTEN_URL/,
    );
  });

  it('sweeps hourly unless SWEEP_SCHEDULE says otherwise, and refuses one that is not a cron schedule', () => {
    expect(loadConfig({}).SWEEP_SCHEDULE).toBe('0 * * * *');
    expect(loadConfig({ SWEEP_SCHEDULE: '*/15 * * * *' }).SWEEP_SCHEDULE).toBe('*/15 * * * *');
    for (const wrong of ['hourly', '61 * * * *', '', '* * * *', '0 0 * * * *']) {
      expect(() => loadConfig({ SWEEP_SCHEDULE: wrong })).toThrow(/SWEEP_SCHEDULE: must be a cron schedule/);
    }
  });
});
