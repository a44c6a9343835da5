import Database from '../../db/sqliteDriver';
import { mkdtempSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HttpClient } from '../helpers/httpClient';
import { spawnServer } from '../helpers/serverProcess';

/*
 * SIGTERM while clients keep their connections open and keep writing (docs/decisions/0183-graceful-stop.md):
 * the server answers what it has taken, tells each client to close, and exits 0 on its own — not at
 * its 10-second timer with answers dropped. Every write a client was told succeeded is in the database.
 */

const saveAboutYou = `mutation($input: AboutYouInput!) { saveAboutYou(input: $input) { application { id } } }`;

describe('SIGTERM under kept-alive load', () => {
  it('answers every write it took, closes the kept-alive connections and exits 0, each answered write saved', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'relief-stop-'));
    const trainingFile = join(folder, 'training.db');
    const server = spawnServer({
      WEB_CONCURRENCY: '1',
      DATABASE_URL: `file:${join(folder, 'live.db')}`,
      TRAINING_DATABASE_URL: `file:${trainingFile}`,
      SESSION_SECRET: 's'.repeat(40),
    });
    const url = `http://127.0.0.1:${await server.portOf('training')}`;

    // Four borrowers writing as fast as answers come, each over its one kept-alive connection (fetch's
    // default), until the server stops answering.
    const saved: string[] = [];
    let failures = 0;
    const writer = async (n: number) => {
      const client = new HttpClient(url);
      for (let i = 0; i < 5_000; i++) {
        try {
          const res = await client.gql(saveAboutYou, {
            input: {
              firstName: 'Kim',
              lastName: `Writer${n}x${i}`,
              email: `writer${n}.${i}@example.com`,
              phoneNumber: '512-867-5309',
              agreedToTerms: true,
            },
          });
          const id = (res.body.data?.saveAboutYou as { application: { id: string } } | undefined)?.application
            .id;
          if (res.status !== 200 || !id) return;
          saved.push(id);
        } catch {
          // The connection was closed or refused: the server has stopped taking requests.
          failures += 1;
          return;
        }
      }
    };
    const writers = [1, 2, 3, 4].map(writer);
    // And a slow client, still sending its request's headers, holding its connection open.
    const { port } = new URL(url);
    const slow = connect(Number(port), '127.0.0.1');
    slow.on('error', () => undefined);
    await new Promise((done) => slow.once('connect', done));
    slow.write('POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    await expect.poll(() => saved.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(20);
    server.child.kill('SIGTERM');

    expect(await server.exited).toBe(0);
    expect(server.output()).not.toMatch(/exiting without them/);
    slow.destroy();
    await Promise.all(writers);
    const db = new Database(trainingFile, { readonly: true });
    const found = db
      .prepare(`select count(*) as n from applications where id in (select value from json_each(?))`)
      .get(JSON.stringify(saved)) as { n: number };
    db.close();
    expect(found.n).toBe(saved.length);
    expect(failures).toBeLessThanOrEqual(4);
  });
});
