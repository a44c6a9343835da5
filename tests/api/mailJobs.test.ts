import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { findUserByEmail } from '../../api/auth/users';
import { viewerFrom } from '../../api/auth/viewer';
import { leadGroup, repGroup } from '../../api/domain/permissions';
import { retryFailedMail } from '../../api/services/retryMail';
import { startFakeSmtpServer, type FakeSmtpServer } from '../integrations/fakeSmtpServer';
import { startTestServer, testDialects, type TestServer } from '../helpers/testServer';

const waitLong = { timeout: 30_000, interval: 100 };

/**
 * Mail through SMTP is a job (api/services/mailJob.ts): an SMTP outage neither fails the request that
 * sends it nor loses the mail; retried, then failed for good, it shows in the outbox with its error,
 * and a lead's Retry sends it (audited, once).
 */
describe.each(testDialects)('mail through SMTP, as a job (%s)', (dialect) => {
  let smtp: FakeSmtpServer;
  let server: TestServer;
  const address = 'rep1@example.org';

  beforeAll(async () => {
    smtp = await startFakeSmtpServer('reject');
    server = await startTestServer(dialect, { env: { SMTP_URL: smtp.url }, thirdParties: 'configured' });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  const outboxRowsTo = async (to: string) => {
    const { db, t } = server.database;
    return db.select().from(t.emailOutbox).where(eq(t.emailOutbox.to, to));
  };

  it('answers while SMTP refuses, keeps the mail failed for good with its error, and sends it on a lead’s Retry', async () => {
    const res = await server.client().post('/auth/forgot-password', { email: address, language: 'en' });
    expect(res.status).toBe(200);

    const failed = await vi.waitFor(async () => {
      const [row] = await outboxRowsTo(address);
      expect(row?.error).toBeTruthy();
      return row!;
    }, waitLong);
    expect(failed).toMatchObject({ template: 'passwordResetCode', sentAt: null, retriedAt: null });
    expect(smtp.received).toEqual([]);

    smtp.setMode('accept');
    const lead = (await findUserByEmail(server.database, 'lead@example.org'))!;
    const leadViewer = viewerFrom(lead, [repGroup, leadGroup]);
    const deps = { database: server.database, jobs: server.jobs, now: () => new Date() };
    const repViewer = viewerFrom((await findUserByEmail(server.database, address))!, [repGroup]);
    await expect(retryFailedMail(deps, repViewer, failed.id)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const leadClient = await server.signIn('lead@example.org');
    const shown = await leadClient.data<{ Email: { error: string | null } }>(
      'query($id: ID!) { Email(id: $id) { error } }',
      { id: failed.id },
    );
    expect(shown.Email.error).toBe(failed.error);
    expect(await leadClient.data('mutation($id: ID!) { retryEmail(id: $id) }', { id: failed.id })).toEqual({
      retryEmail: true,
    });
    // A second Retry (another lead at the same moment) sends nothing more.
    await expect(retryFailedMail(deps, leadViewer, failed.id)).rejects.toMatchObject({ code: 'CONFLICT' });

    await vi.waitFor(async () => {
      const [row] = await outboxRowsTo(address);
      expect(row).toMatchObject({ error: null });
      expect(row?.sentAt).toBeTruthy();
    }, waitLong);
    expect(smtp.received.map((m) => m.to)).toEqual([[address]]);
    expect(await outboxRowsTo(address)).toHaveLength(1);
    const { db, t } = server.database;
    const audited = await db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.action, 'retryMail'), eq(t.auditLog.entityId, failed.id)));
    expect(audited.map((a) => a.actorId)).toEqual([lead.id]);
  });
});

/**
 * Live's outbox is a record of what was sent and how it went, never a way to read a borrower's or a
 * rep's code (SECURITY.md §33): the code reaches the mailbox, the record shows it masked.
 */
describe.each(testDialects)('live’s record of the mail it sent (%s)', (dialect) => {
  let smtp: FakeSmtpServer;
  let server: TestServer;
  const address = 'rep2@example.org';

  beforeAll(async () => {
    smtp = await startFakeSmtpServer('accept');
    server = await startTestServer(dialect, { env: { SMTP_URL: smtp.url }, thirdParties: 'configured' });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('records a reset code’s mail as sent, with the code masked, while the mailbox gets the code', async () => {
    const res = await server.client().post('/auth/forgot-password', { email: address, language: 'en' });
    expect(res.status).toBe(200);
    const delivered = await vi.waitFor(() => {
      const mail = smtp.received.find((m) => m.to.includes(address));
      expect(mail).toBeDefined();
      return mail!;
    }, waitLong);
    const code = /\b\d{6}\b/.exec(delivered.text)?.[0];
    expect(code).toBeDefined();

    const lead = await server.signIn('lead@example.org');
    const shown = await vi.waitFor(async () => {
      const { allEmails } = await lead.data<{
        allEmails: { id: string; to: string; text: string; sentAt: string | null; error: string | null }[];
      }>('{ allEmails(filter: { to: "rep2@example.org" }) { id to text sentAt error } }');
      expect(allEmails).toHaveLength(1);
      expect(allEmails[0].sentAt).toBeTruthy();
      return allEmails[0];
    }, waitLong);
    expect(shown.error).toBeNull();
    expect(shown.text).toContain('••••••');
    expect(shown.text).not.toContain(code);
    const { db, t } = server.database;
    const stored = await db.select({ text: t.emailOutbox.text }).from(t.emailOutbox);
    expect(stored.map((row) => row.text).join('\n')).not.toContain(code);
  });
});
