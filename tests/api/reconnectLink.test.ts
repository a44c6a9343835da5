import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconnectLinkOutcome } from '../../api/domain/reconnectLink';
import { aBorrowerApplication } from '../helpers/builders';
import { errorCode, type HttpClient } from '../helpers/httpClient';
import { startTestServer, testDialects, type TestServer } from '../helpers/testServer';

/*
 * Send a reconnect link (issue 11): a rep e-mails a borrower whose bank is disconnected (or never
 * connected) a link to reconnect it, in the borrower's language, recorded in the contact history and
 * the History tab; refused within 24 hours of the last one, and when two reps press at once only one
 * link goes.
 */
const send = 'mutation($id: ID!) { sendReconnectLink(applicationId: $id) { id method outcome contactedBy } }';

describe.each(testDialects)('sending a reconnect link on %s', (dialect) => {
  let server: TestServer;
  let rep1: HttpClient;
  let rep2: HttpClient;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    rep1 = await server.signIn('rep1@example.org');
    rep2 = await server.signIn('rep2@example.org');
  });
  afterAll(() => server?.close());

  async function aBorrowerWithBank(
    email: string,
    bank: 'disconnected' | 'connected' | 'none',
    language = 'en',
  ) {
    const { borrower, application } = await aBorrowerApplication(server.database, {
      borrower: { email, firstName: 'Rosa', preferredLanguage: language },
    });
    if (bank !== 'none')
      await server.database.withTransaction((tx) =>
        tx.insert(server.database.t.bankItems).values({
          borrowerId: borrower.id,
          applicationId: application.id,
          institutionId: 'ins_109508',
          institutionName: 'First Platypus Bank',
          isConnected: bank === 'connected',
        }),
      );
    return application.id;
  }

  const mailsTo = async (email: string) => {
    const { db, t } = server.database;
    return db.select().from(t.emailOutbox).where(eq(t.emailOutbox.to, email));
  };
  const linksSent = async (applicationId: string) => {
    const { db, t } = server.database;
    return db
      .select()
      .from(t.contactAttempts)
      .where(
        and(
          eq(t.contactAttempts.applicationId, applicationId),
          eq(t.contactAttempts.outcome, reconnectLinkOutcome),
        ),
      );
  };

  it("e-mails the link in the borrower's language and records it in the contact history and History", async () => {
    const id = await aBorrowerWithBank('rosa.es@example.com', 'disconnected', 'es');
    const { sendReconnectLink } = await rep1.data<{ sendReconnectLink: { method: string } }>(send, { id });
    expect(sendReconnectLink.method).toBe('Email');

    const [mail] = await mailsTo('rosa.es@example.com');
    expect(mail.subject).toBe('Vuelva a conectar su cuenta bancaria');
    expect(mail.text).toMatch(/https?:\/\/\S+\/es\/customer-portal\/bank-connections/);

    const { db, t } = server.database;
    const audit = await db.select().from(t.auditLog).where(eq(t.auditLog.applicationId, id));
    expect(audit.map((entry) => entry.action)).toEqual(['sendReconnectLink']);
    expect(await linksSent(id)).toHaveLength(1);
  });

  it('sends to a borrower who never connected a bank, in English', async () => {
    const id = await aBorrowerWithBank('rosa.none@example.com', 'none');
    await rep1.data(send, { id });
    const [mail] = await mailsTo('rosa.none@example.com');
    expect(mail.subject).toBe('Please reconnect your bank account');
  });

  it('refuses a second link within 24 hours, sending nothing and recording nothing', async () => {
    const id = await aBorrowerWithBank('rosa.twice@example.com', 'disconnected');
    await rep1.data(send, { id });
    const again = await rep2.gql(send, { id });
    expect(errorCode(again)).toBe('CONFLICT');
    expect(again.body.errors?.[0]?.message).toMatch(/last 24 hours/);
    expect(await mailsTo('rosa.twice@example.com')).toHaveLength(1);
    expect(await linksSent(id)).toHaveLength(1);
  });

  it('refuses a borrower whose banks are all connected', async () => {
    const id = await aBorrowerWithBank('rosa.fine@example.com', 'connected');
    const res = await rep1.gql(send, { id });
    expect(errorCode(res)).toBe('CONFLICT');
    expect(res.body.errors?.[0]?.message).toMatch(/nothing to reconnect/);
    expect(await mailsTo('rosa.fine@example.com')).toHaveLength(0);
  });

  it('sends one link when two reps press at once', async () => {
    const id = await aBorrowerWithBank('rosa.race@example.com', 'disconnected');
    const answers = await Promise.all([
      rep1.gql(send, { id }),
      rep2.gql(send, { id }),
      rep1.gql(send, { id }),
    ]);
    expect(answers.filter((res) => !res.body.errors).length).toBe(1);
    expect(answers.filter((res) => errorCode(res) === 'CONFLICT').length).toBe(2);
    expect(await mailsTo('rosa.race@example.com')).toHaveLength(1);
    expect(await linksSent(id)).toHaveLength(1);
  });
});
