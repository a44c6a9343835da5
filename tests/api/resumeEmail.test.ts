import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../api/config';
import type { MailMessage } from '../../api/integrations';
import { createLogger } from '../../api/logger';
import { claimResumeEmail, releaseResumeEmail, resumeEmailsDue } from '../../api/data/resumeEmails';
import { resumeEmailWindow } from '../../api/domain/resumeEmail';
import { sendResumeEmails } from '../../api/services/resumeEmail';
import { sweptWorkspace, type SweptWorkspace } from '../../api/sweeps';
import { workspacesOf } from '../../api/workspace';
import { aBorrowerAccount, aBorrowerApplication } from '../helpers/builders';
import { step, stepFields, type Step } from '../helpers/flowWalk';
import { liveSettingsEnv, startTestServer, testDialects, type TestServer } from '../helpers/testServer';

const minute = 60_000;
const origin = 'https://relief.example.org';
/** The check's clock, this far after the real one the steps are stamped with. */
const later = (ms: number) => new Date(Date.now() + ms);

describe.each(testDialects)('the resume e-mail (%s)', (dialect) => {
  let server: TestServer;
  let swept: SweptWorkspace;
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    ...liveSettingsEnv,
    TRAINING_PORT: 'off',
    PUBLIC_ORIGIN: origin,
    // Nothing listens there: live's mail would fail, training's never tries.
    SMTP_URL: 'smtp://127.0.0.1:9',
  });
  const logger = createLogger('silent');

  beforeAll(async () => {
    server = await startTestServer(dialect);
    // Live's check as the server runs it, its mail kept by the test server's stand-in outbox.
    const live = sweptWorkspace(config, workspacesOf(config).live, server.database, logger);
    swept = { ...live, integrations: server.integrations };
  });
  afterAll(() => server.close());

  const resumeMailsTo = (email: string) =>
    server.database.db
      .select()
      .from(server.database.t.emailOutbox)
      .where(
        and(
          eq(server.database.t.emailOutbox.to, email),
          eq(server.database.t.emailOutbox.template, 'resumeApplication'),
        ),
      );

  const applicationRow = async (id: string) => {
    const { db, t } = server.database;
    const [row] = await db.select().from(t.applications).where(eq(t.applications.id, id));
    return row;
  };

  /** A new borrower through About you and Life events, stopping at Credit history. */
  async function stopAtCreditHistory(email: string, preferredLanguage: 'en' | 'es') {
    const borrower = server.client();
    const { saveAboutYou } = await borrower.data<{ saveAboutYou: Step }>(
      `mutation($input: AboutYouInput!) { saveAboutYou(input: $input) { ${stepFields} } }`,
      {
        input: {
          firstName: 'Ana',
          lastName: 'Pausa',
          email,
          phoneNumber: '512-867-5309',
          agreedToTerms: true,
          preferredLanguage,
        },
      },
    );
    const applicationId = saveAboutYou.application.id;
    await step(borrower, 'saveLifeEvents', { applicationId, hardships: [] });
    return { borrower, applicationId };
  }

  it("writes once, an hour after the last step, in the borrower's language, with a link to where they stopped", async () => {
    const email = 'ana.pausa@example.com';
    const { applicationId } = await stopAtCreditHistory(email, 'es');

    await sendResumeEmails(swept, later(59 * minute));
    expect(await resumeMailsTo(email)).toHaveLength(0);

    await sendResumeEmails(swept, later(61 * minute));
    const [mail, ...more] = await resumeMailsTo(email);
    expect(more).toHaveLength(0);
    expect(mail.subject).toBe('Su solicitud está guardada: continúe donde la dejó');
    expect(mail.text).toContain(`Hola, Ana:`);
    expect(mail.text).toContain(`${origin}/es/application/credit-history\n`);
    // Their account still has our random password: the e-mail says how to choose one.
    expect(mail.text).toContain(`${origin}/es/forgot-password\n`);
    expect(mail.text).toContain(liveSettingsEnv.COUNSELOR_PHONE);
    // The mark and the outbox row were written together.
    expect((await applicationRow(applicationId)).resumeEmailSentAt).toBe(mail.sentAt);

    await sendResumeEmails(swept, later(3 * 60 * minute));
    expect(await resumeMailsTo(email)).toHaveLength(1);
  });

  it('goes by the newest step: the link is the last page the borrower opened', async () => {
    const email = 'ana.sigue@example.com';
    const { borrower, applicationId } = await stopAtCreditHistory(email, 'en');
    await borrower.data(
      'mutation($id: ID!) { recordLastViewedPage(applicationId: $id, page: "YourContact") { id } }',
      { id: applicationId },
    );
    await sendResumeEmails(swept, later(61 * minute));
    const [mail] = await resumeMailsTo(email);
    expect(mail.subject).toBe('Your application is saved: pick up where you left off');
    expect(mail.text).toContain(`${origin}/application/your-contact\n`);
  });

  it("speaks of a renter's rental relief application, with the rental programme's line", async () => {
    const email = 'renter.pausa@example.com';
    const borrower = server.client();
    const { saveAboutYou } = await borrower.data<{ saveAboutYou: Step }>(
      `mutation($input: AboutYouInput!) { saveAboutYou(input: $input) { ${stepFields} } }`,
      {
        input: {
          firstName: 'Rita',
          lastName: 'Renta',
          email,
          phoneNumber: '512-867-5309',
          agreedToTerms: true,
          applicationType: 'rental',
          router: 'eden',
          preferredLanguage: 'es',
        },
      },
    );
    await step(borrower, 'saveLifeEvents', { applicationId: saveAboutYou.application.id, hardships: [] });
    await sendResumeEmails(swept, later(61 * minute));
    const [mail] = await resumeMailsTo(email);
    expect(mail.text).toContain('Usted comenzó su solicitud de alivio de alquiler');
    expect(mail.text).toContain(`${origin}/es/application/rental-information\n`);
    expect(mail.text).toContain(`un consejero de vivienda al ${liveSettingsEnv.RENTAL_PROGRAM_PHONE}`);
  });

  it('keeps the resume point where the borrower stood: a page opened again or by an old link does not move it back', async () => {
    const email = 'ana.vuelve@example.com';
    const { borrower, applicationId } = await stopAtCreditHistory(email, 'en');
    const view = (page: string) =>
      borrower.data(
        'mutation($id: ID!, $page: String!) { recordLastViewedPage(applicationId: $id, page: $page) { id } }',
        {
          id: applicationId,
          page,
        },
      );
    await view('YourContact');
    // Back to About you to check an answer, and a step saved again: still Your contact.
    await view('AboutYou');
    await step(borrower, 'saveLifeEvents', { applicationId, hardships: [] });
    expect((await applicationRow(applicationId)).lastViewedPage).toBe('YourContact');
    // A decision page, then the application again by a link: the answer stays the resume point.
    await view('Decline');
    await view('Expenses');
    expect((await applicationRow(applicationId)).lastViewedPage).toBe('Decline');
    await sendResumeEmails(swept, later(61 * minute));
    expect(await resumeMailsTo(email)).toHaveLength(0);
  });

  it('never sends a renter to a page the rental application does not have, and never once they are done', async () => {
    const email = 'renter.hecho@example.com';
    const borrower = server.client();
    const { saveAboutYou } = await borrower.data<{ saveAboutYou: Step }>(
      `mutation($input: AboutYouInput!) { saveAboutYou(input: $input) { ${stepFields} } }`,
      {
        input: {
          firstName: 'Rosa',
          lastName: 'Hecho',
          email,
          phoneNumber: '512-867-5309',
          agreedToTerms: true,
          applicationType: 'rental',
          router: 'eden',
        },
      },
    );
    const applicationId = saveAboutYou.application.id;
    await borrower.data(
      'mutation($id: ID!) { recordLastViewedPage(applicationId: $id, page: "BankConnection") { id } }',
      {
        id: applicationId,
      },
    );
    expect((await applicationRow(applicationId)).lastViewedPage).toBe('LifeEvents');
    await borrower.data(
      'mutation($id: ID!) { recordLastViewedPage(applicationId: $id, page: "CallUs") { id } }',
      {
        id: applicationId,
      },
    );
    // An old record from before the rule: the bank step on a rental application.
    const { t } = server.database;
    await server.database.withTransaction((tx) =>
      tx
        .update(t.applications)
        .set({ lastViewedPage: 'BankConnection' })
        .where(eq(t.applications.id, applicationId)),
    );
    await sendResumeEmails(swept, later(61 * minute));
    expect(await resumeMailsTo(email)).toHaveLength(0);
  });

  it('never writes to a borrower who has an answer, whom a counselor took up, or with no step recorded', async () => {
    const { db, t } = server.database;
    const stopped = async (email: string, changes: Partial<typeof t.applications.$inferInsert>) => {
      const { application } = await aBorrowerAccount(server.database, email);
      await server.database.withTransaction((tx) =>
        tx.update(t.applications).set(changes).where(eq(t.applications.id, application.id)),
      );
    };
    const aStep = new Date().toISOString();
    await stopped('at.success@example.com', { lastViewedPage: 'Success', lastStepAt: aStep });
    await stopped('at.callus@example.com', { lastViewedPage: 'CallUs', lastStepAt: aStep });
    await stopped('contacted@example.com', {
      lastViewedPage: 'Expenses',
      lastStepAt: aStep,
      status: 'Contacted',
    });
    await stopped('demo.loaded@example.com', { lastViewedPage: 'Expenses', lastStepAt: null });
    // A borrower stopped a month ago (the server was down since) is not written to either.
    await stopped('long.ago@example.com', {
      lastViewedPage: 'Expenses',
      lastStepAt: new Date(Date.now() - 30 * 24 * 60 * minute).toISOString(),
    });
    await aBorrowerApplication(server.database, { application: { lastViewedPage: 'Expenses' } });
    await stopped('with.password@example.com', { lastViewedPage: 'Expenses', lastStepAt: aStep });

    await sendResumeEmails(swept, later(61 * minute));
    for (const email of [
      'at.success@example.com',
      'at.callus@example.com',
      'contacted@example.com',
      'demo.loaded@example.com',
      'long.ago@example.com',
    ])
      expect(await resumeMailsTo(email), email).toHaveLength(0);
    // A borrower who chose a password signs in with it: no code to ask for.
    const [mail] = await resumeMailsTo('with.password@example.com');
    expect(mail.text).toContain(`${origin}/application/expenses\n`);
    expect(mail.text).toContain('with this e-mail address and your password');
    expect(mail.text).not.toContain('/forgot-password');
    expect(await db.select().from(t.emailOutbox)).not.toHaveLength(0);
  });

  it('is sent once when two servers check at the same moment', async () => {
    const emails = ['twice.a@example.com', 'twice.b@example.com', 'twice.c@example.com'];
    for (const email of emails) await stopAtCreditHistory(email, 'en');
    const at = later(61 * minute);
    const { database } = server;
    // Two servers read the same list before either writes: the conditional claim picks one.
    const due = await resumeEmailsDue(database.db, database.t, resumeEmailWindow(at), 100);
    const [first] = due;
    const claims = await Promise.all(
      [1, 2].map(() =>
        database.withTransaction((tx) => claimResumeEmail(tx, database.t, first, at.toISOString())),
      ),
    );
    expect(claims.sort()).toEqual([false, true]);
    await database.withTransaction((tx) =>
      releaseResumeEmail(tx, database.t, first.applicationId, at.toISOString()),
    );

    const sent = await Promise.all([sendResumeEmails(swept, at), sendResumeEmails(swept, at)]);
    for (const email of emails) expect(await resumeMailsTo(email), email).toHaveLength(1);
    expect(sent[0] + sent[1]).toBe(emails.length);
  });

  it('gives the e-mail back when SMTP refuses it, and sends it at the next check', async () => {
    const email = 'smtp.down@example.com';
    const { applicationId } = await stopAtCreditHistory(email, 'es');
    const live = sweptWorkspace(config, workspacesOf(config).live, server.database, logger);
    expect(live.integrations.modes.mailer).toBe('smtp');
    await sendResumeEmails(live, later(61 * minute));
    expect((await applicationRow(applicationId)).resumeEmailSentAt).toBeNull();

    const delivered: MailMessage[] = [];
    const working = {
      ...live,
      integrations: {
        ...live.integrations,
        mailer: { send: async (message: MailMessage) => void delivered.push(message) },
      },
    };
    await sendResumeEmails(working, later(66 * minute));
    await sendResumeEmails(working, later(71 * minute));
    expect(delivered.filter((m) => m.to === email).map((m) => m.subject)).toEqual([
      'Su solicitud está guardada: continúe donde la dejó',
    ]);
    expect((await applicationRow(applicationId)).resumeEmailSentAt).not.toBeNull();
  });

  it("keeps training's resume e-mails in its outbox whatever SMTP is configured", async () => {
    const training = workspacesOf({ ...config, TRAINING_PORT: undefined }).training!;
    const trainingSwept = sweptWorkspace(config, training, server.database, logger);
    expect(trainingSwept.integrations.modes.mailer).toBe('outbox');
    const email = 'trainee.pausa@example.com';
    await stopAtCreditHistory(email, 'en');
    await sendResumeEmails(trainingSwept, later(61 * minute));
    expect(await resumeMailsTo(email)).toHaveLength(1);
  });
});
