import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { step, stepFields, type Step } from '../helpers/flowWalk';
import type { HttpClient } from '../helpers/httpClient';
import { latestEmailTo } from '../helpers/outbox';
import { startTestServer, testDialects, type TestServer } from '../helpers/testServer';

const aboutYou = (client: HttpClient, input: Record<string, unknown>) =>
  client.gql(`mutation($input: AboutYouInput!) { saveAboutYou(input: $input) { ${stepFields} } }`, {
    input: {
      firstName: 'Rosa',
      lastName: 'Vega',
      phoneNumber: '512-867-5309',
      agreedToTerms: true,
      ...input,
    },
  });

describe.each(testDialects)('About you on %s', (dialect) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server?.close());

  it('a later submit changes the account with the borrower: the new name and phone, the same e-mail', async () => {
    const borrower = server.client();
    const first = await aboutYou(borrower, { email: `rosa.${dialect}@example.com` });
    const applicationId = (first.body.data as { saveAboutYou: Step }).saveAboutYou.application.id;
    const again = await aboutYou(borrower, {
      applicationId,
      firstName: 'Rosalia',
      email: `rosa.${dialect}@example.com`,
      phoneNumber: '512-867-5310',
    });
    expect(again.body.errors).toBeUndefined();
    const me = await borrower.get<{ user: { email: string; name: string; phoneNumber: string } }>('/auth/me');
    expect(me.body.user).toMatchObject({
      email: `rosa.${dialect}@example.com`,
      name: 'Rosalia Vega',
      phoneNumber: '512-867-5310',
    });
  });

  it('a later submit with another e-mail is sent to Change e-mail and changes nothing (issue 19)', async () => {
    await aboutYou(server.client(), { email: `taken.${dialect}@example.com` });
    const borrower = server.client();
    const first = await aboutYou(borrower, { email: `keeper.${dialect}@example.com` });
    const applicationId = (first.body.data as { saveAboutYou: Step }).saveAboutYou.application.id;
    for (const email of [`taken.${dialect}@example.com`, `fresh.${dialect}@example.com`]) {
      const res = await aboutYou(borrower, { applicationId, firstName: 'Changed', email });
      expect(res.body.errors?.[0]?.extensions?.code).toBe('EMAIL_CHANGE_REQUIRED');
    }
    const me = await borrower.get<{ user: { email: string; name: string } }>('/auth/me');
    expect(me.body.user).toMatchObject({ email: `keeper.${dialect}@example.com`, name: 'Rosa Vega' });
  });

  it("a rep correcting a caller's e-mail goes through Change e-mail's rules: sessions end, the old address is told, audited", async () => {
    const caller = server.client();
    const first = await aboutYou(caller, { email: `typo.${dialect}@exmaple.com` });
    const applicationId = (first.body.data as { saveAboutYou: Step }).saveAboutYou.application.id;
    const rep = await server.signIn('rep1@example.org');
    const res = await aboutYou(rep, { applicationId, email: `fixed.${dialect}@example.com` });
    expect(res.body.errors).toBeUndefined();
    expect((await caller.get<{ user: unknown }>('/auth/me')).body.user).toBeNull();
    const notice = await latestEmailTo(server.database, `typo.${dialect}@exmaple.com`);
    expect(notice.template).toBe('emailChanged');
    const history = await rep.data<{ allAuditLogEntries: { action: string; after: string }[] }>(
      'query($id: ID!) { allAuditLogEntries(filter: { applicationId: $id }) { action after } }',
      { id: applicationId },
    );
    expect(history.allAuditLogEntries).toContainEqual({
      action: 'changeEmail',
      after: JSON.stringify({ email: `fixed.${dialect}@example.com` }),
    });
  });

  it('a rep who starts an application stays signed in, can carry it on, and the History tab says who started it', async () => {
    const rep = await server.signIn('rep1@example.org');
    const res = await aboutYou(rep, {
      email: `caller.${dialect}@example.com`,
      applicationType: 'rental',
      router: 'eden',
    });
    const applicationId = (res.body.data as { saveAboutYou: Step }).saveAboutYou.application.id;
    const me = await rep.get<{ user: { email: string; isStaff: boolean } }>('/auth/me');
    expect(me.body.user).toMatchObject({ email: 'rep1@example.org', isStaff: true });
    const life = await step(rep, 'saveLifeEvents', { applicationId, hardships: [] });
    expect(life.nextRoute).toBe('/application/rental-information');
    const history = await rep.data<{ allAuditLogEntries: { action: string; actorName: string | null }[] }>(
      'query($id: ID!) { allAuditLogEntries(filter: { applicationId: $id }) { action actorName } }',
      { id: applicationId },
    );
    expect(history.allAuditLogEntries).toContainEqual({ action: 'start', actorName: 'Rita Rep' });
  });
});
