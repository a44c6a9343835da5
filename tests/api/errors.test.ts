import Database from '../../db/sqliteDriver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffPassword, startTestServer, type TestServer } from '../helpers/testServer';

describe('unexpected failures', () => {
  let server: TestServer;
  const logLines: string[] = [];

  beforeAll(async () => {
    server = await startTestServer('sqlite', { logLines });
  });
  afterAll(() => server?.close());

  it('masks an unexpected resolver error with a correlation id, logs it, and never shows SQL or a stack', async () => {
    const lead = await server.signIn('lead@example.org');
    // A table vanishing under a running server stands for any failure the code did not expect.
    const raw = new Database(server.databaseUrl.replace(/^file:/, ''));
    raw.exec('drop table email_outbox');
    raw.close();
    const res = await lead.gql('{ allEmails { id subject } }');
    const error = res.body.errors?.[0];
    expect(error?.message).toBe('Internal error');
    const correlationId = (error?.extensions as { correlationId?: string } | undefined)?.correlationId;
    expect(correlationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(res.body)).not.toMatch(/email_outbox|select|sqlite|\.ts:/i);
    expect(logLines.some((line) => line.includes(correlationId!) && line.includes('email_outbox'))).toBe(
      true,
    );
  });

  it("shows a borrower the spec's generic save message for an unexpected failure, with the id kept in the log", async () => {
    const borrower = server.client();
    const aboutYou = await borrower.data<{ saveAboutYou: { application: { id: string } } }>(
      'mutation($input: AboutYouInput!) { saveAboutYou(input: $input) { application { id } } }',
      {
        input: {
          firstName: 'Lena',
          lastName: 'Ortiz',
          email: 'lena.ortiz@example.com',
          phoneNumber: '512-867-5309',
          agreedToTerms: true,
        },
      },
    );
    const raw = new Database(server.databaseUrl.replace(/^file:/, ''));
    raw.exec(
      "create trigger fail_hardships before insert on hardships begin select raise(abort, 'disk I/O error'); end;",
    );
    raw.close();
    const res = await borrower.gql(
      'mutation($input: LifeEventsInput!) { saveLifeEvents(input: $input) { nextRoute } }',
      { input: { applicationId: aboutYou.saveAboutYou.application.id, hardships: [] } },
    );
    const error = res.body.errors?.[0];
    expect(error?.message).toBe('There was a problem saving your information. Please try again.');
    const correlationId = (error?.extensions as { correlationId?: string } | undefined)?.correlationId;
    expect(logLines.some((line) => line.includes(correlationId!) && line.includes('disk I/O error'))).toBe(
      true,
    );
  });

  it('shows the same generic save message when About you fails unexpectedly', async () => {
    const raw = new Database(server.databaseUrl.replace(/^file:/, ''));
    raw.exec(
      "create trigger fail_users before insert on users begin select raise(abort, 'disk I/O error'); end;",
    );
    raw.close();
    const res = await server
      .client()
      .gql('mutation($input: AboutYouInput!) { saveAboutYou(input: $input) { nextRoute } }', {
        input: {
          firstName: 'Ines',
          lastName: 'Vidal',
          email: 'ines.vidal@example.com',
          phoneNumber: '512-867-5309',
          agreedToTerms: true,
        },
      });
    const dropped = new Database(server.databaseUrl.replace(/^file:/, ''));
    dropped.exec('drop trigger fail_users');
    dropped.close();
    expect(res.body.errors?.[0].message).toBe(
      'There was a problem saving your information. Please try again.',
    );
    expect(res.body.errors?.[0].extensions?.code).toBe('INTERNAL');
  });

  it('never writes passwords to the log', async () => {
    await server
      .client()
      .post('/auth/sign-in', { username: 'rep1@example.org', password: 'a-wrong-secret-9' });
    await server.signIn('rep1@example.org');
    const all = logLines.join('\n');
    expect(all).not.toContain('a-wrong-secret-9');
    expect(all).not.toContain(staffPassword);
  });
});
