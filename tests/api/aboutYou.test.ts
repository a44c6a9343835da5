import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { step, stepFields, type Step } from '../helpers/flowWalk';
import type { HttpClient } from '../helpers/httpClient';
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

  it('a later submit changes the account with the borrower: the new e-mail, name and phone', async () => {
    const borrower = server.client();
    const first = await aboutYou(borrower, { email: `rosa.${dialect}@example.com` });
    const applicationId = (first.body.data as { saveAboutYou: Step }).saveAboutYou.application.id;
    const again = await aboutYou(borrower, {
      applicationId,
      firstName: 'Rosalia',
      email: `rosalia.${dialect}@example.com`,
      phoneNumber: '512-867-5310',
    });
    expect(again.body.errors).toBeUndefined();
    const me = await borrower.get<{ user: { email: string; name: string; phoneNumber: string } }>('/auth/me');
    expect(me.body.user).toMatchObject({
      email: `rosalia.${dialect}@example.com`,
      name: 'Rosalia Vega',
      phoneNumber: '512-867-5310',
    });
  });

  it("a later submit with another account's e-mail is refused with the spec's message and changes nothing", async () => {
    await aboutYou(server.client(), { email: `taken.${dialect}@example.com` });
    const borrower = server.client();
    const first = await aboutYou(borrower, { email: `keeper.${dialect}@example.com` });
    const applicationId = (first.body.data as { saveAboutYou: Step }).saveAboutYou.application.id;
    const res = await aboutYou(borrower, { applicationId, email: `taken.${dialect}@example.com` });
    expect(res.body.errors?.[0]?.message).toBe(
      'An account with the given email address already exists. Please use a different email address.',
    );
    const me = await borrower.get<{ user: { email: string } }>('/auth/me');
    expect(me.body.user.email).toBe(`keeper.${dialect}@example.com`);
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
