import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  borrowerSignsFirst,
  esignConsentRequired,
  esignDisclosureVersion,
  noSpouseToSign,
} from '../../api/domain/contractSignature';
import { demoPhones } from '../../api/domain/helpPhone';
import { aBorrowerAccount, borrowerPassword } from '../helpers/builders';
import { aPlanToSign, aSpouse, signAsShown } from '../helpers/planBuilders';
import { errorCode } from '../helpers/httpClient';
import { readPdf, structTypes } from '../helpers/pdfReader';
import { liveSettingsEnv, startTestServer, testDialects, type TestServer } from '../helpers/testServer';

const sign = `mutation($input: SignContractInput!) {
  signContract(input: $input) { nextRoute application { agreedToActionPlan } }
}`;

describe.each(testDialects)(
  'the plan signed by each signer, kept and e-mailed as a tagged PDF on %s',
  (dialect) => {
    let server: TestServer;
    let n = 0;

    beforeAll(async () => {
      server = await startTestServer(dialect);
    });
    afterAll(() => server?.close());

    /** A borrower with a DMP to sign, and a spouse or partner on the application when asked. */
    async function household(withSpouse: boolean) {
      n += 1;
      const email = `household${n}.${dialect}@example.com`;
      const { application, borrower } = await aBorrowerAccount(server.database, email);
      const spouseEmail = `partner${n}.${dialect}@example.com`;
      await aPlanToSign(server.database, application.id, {
        monthlyPaymentAmount: 310.5,
        termInMonths: 48,
        firstPaymentDate: '2026-12-15',
      });
      if (withSpouse)
        await aSpouse(server.database, application.id, {
          firstName: 'Jorge',
          lastName: 'Núñez',
          email: spouseEmail,
        });
      const client = await server.signIn(email, borrowerPassword);
      return { client, application, email, spouseEmail, name: `${borrower.firstName} ${borrower.lastName}` };
    }

    it('takes the borrower, then the spouse on the same device, then keeps the PDF and mails it to both', async () => {
      const { client, application, email, spouseEmail, name } = await household(true);
      const { db, t } = server.database;
      const input = (more: Record<string, unknown>) => ({
        input: { applicationId: application.id, language: 'es', ...more },
      });

      expect(
        errorCode(
          await signAsShown(client, application.id, {
            signer: 'spouse',
            signedName: 'Jorge Núñez',
            language: 'es',
          }),
        ),
      ).toBe('CONFLICT');
      const first = await signAsShown(client, application.id, { signedName: name, language: 'es' });
      expect(first.body.errors).toBeUndefined();
      // The spouse's turn comes next, on this page; nothing is dated or kept yet.
      expect(first.body.data).toEqual({
        signContract: { nextRoute: '/contract/sign', application: { agreedToActionPlan: null } },
      });
      const [plan] = await db
        .select()
        .from(t.dmpEnrollments)
        .where(eq(t.dmpEnrollments.applicationId, application.id));
      expect(plan.dateSigned).toBeNull();
      expect(
        await db
          .select()
          .from(t.signedAgreements)
          .where(eq(t.signedAgreements.applicationId, application.id)),
      ).toEqual([]);

      const refused = await client.gql(
        sign,
        input({ signer: 'spouse', signedName: name, agreedToTerms: true }),
      );
      expect(refused.body.errors?.[0]?.extensions?.fields).toEqual({
        agreedToElectronicRecords: esignConsentRequired,
        signedName: 'Full name is invalid: type your name as it is on your application: Jorge Núñez',
      });
      const second = await signAsShown(client, application.id, {
        signer: 'spouse',
        signedName: 'jorge nunez',
        language: 'es',
      });
      expect(second.body.data).toEqual({
        signContract: { nextRoute: '/offers/status', application: { agreedToActionPlan: true } },
      });

      const signatures = await db
        .select()
        .from(t.contractSignatures)
        .where(eq(t.contractSignatures.applicationId, application.id));
      expect(signatures.map((s) => [s.signer, s.signedName, s.esignDisclosureVersion])).toEqual(
        expect.arrayContaining([
          ['borrower', name, esignDisclosureVersion],
          ['spouse', 'jorge nunez', esignDisclosureVersion],
        ]),
      );
      for (const s of signatures) expect(s.esignConsentedAt).toBe(s.signedAt);

      const [agreement] = await db
        .select()
        .from(t.signedAgreements)
        .where(eq(t.signedAgreements.applicationId, application.id));
      const pdf = Buffer.from(agreement.pdf, 'base64');
      expect(agreement.sha256).toBe(createHash('sha256').update(pdf).digest('hex'));
      expect(agreement.language).toBe('es');

      // A tagged PDF: the document's language, marked content, a structure in reading order.
      const read = readPdf(pdf);
      expect(read).toMatchObject({ lang: 'es-US', marked: true, displayTitle: true });
      const types = structTypes(read.structure);
      expect(types[0]).toBe('Document');
      expect(types.slice(1, 2)).toEqual(['H1']);
      expect(types).toEqual(expect.arrayContaining(['Table', 'TR', 'TH', 'TD', 'H2', 'H3', 'P']));
      expect(read.text).toContain('Su acuerdo de plan firmado');
      expect(read.text).toContain(name);
      expect(read.text).toContain('jorge nunez');
      expect(read.text).toContain('$310.50');
      expect(agreement.agreementId).not.toBeNull();
      expect(read.text).toContain(`divulgación del ${esignDisclosureVersion}`);
      // The workspace's own counsellor line (live's here), never the demo line.
      expect(read.text).toContain(liveSettingsEnv.COUNSELOR_PHONE);
      expect(read.text).not.toContain(demoPhones.counselor);

      // Each signer's e-mail carries the PDF; the outbox records it by name, type, size and hash.
      const outbox = await db
        .select()
        .from(t.emailOutbox)
        .where(eq(t.emailOutbox.template, 'signedAgreement'));
      const mails = outbox.filter((m) => [email, spouseEmail].includes(m.to));
      expect(mails.map((m) => m.to).sort()).toEqual([email, spouseEmail].sort());
      for (const mail of mails) {
        expect(mail.subject).toBe('Su acuerdo de plan firmado');
        expect(mail.attachments).toEqual([
          {
            filename: 'signed-plan-agreement.pdf',
            contentType: 'application/pdf',
            bytes: pdf.length,
            sha256: agreement.sha256,
          },
        ]);
      }

      // Staff: the hash in History, the attachment in the outbox.
      const lead = await server.signIn('lead@example.org');
      const staff = await lead.data<{
        allAuditLogEntries: { action: string; entity: string; after: string }[];
        allEmails: { to: string; attachments: { filename: string; sha256: string }[] }[];
      }>(
        `query($id: ID, $to: String) {
        allAuditLogEntries(filter: { applicationId: $id }) { action entity after }
        allEmails(filter: { to: $to }) { to attachments { filename sha256 } }
      }`,
        { id: application.id, to: email },
      );
      const kept = staff.allAuditLogEntries.find((e) => e.action === 'keepSignedAgreement');
      expect(kept?.entity).toBe('signedAgreement');
      expect(JSON.parse(kept!.after)).toMatchObject({ sha256: agreement.sha256 });
      expect(staff.allAuditLogEntries.filter((e) => e.action === 'sign')).toHaveLength(2);
      expect(staff.allEmails.find((m) => m.attachments.length)?.attachments).toEqual([
        { filename: 'signed-plan-agreement.pdf', sha256: agreement.sha256 },
      ]);
      const again = await signAsShown(client, application.id, {
        signer: 'spouse',
        signedName: 'Jorge Núñez',
        language: 'es',
      });
      expect(again.body.errors?.[0]?.message).toBe('This plan is already signed.');
    });

    it('refuses a spouse on an application without one, and a spouse before the borrower', async () => {
      const single = await household(false);
      const bySpouse = await signAsShown(single.client, single.application.id, {
        signer: 'spouse',
        signedName: 'Jorge Núñez',
      });
      expect(bySpouse.body.errors?.[0]?.message).toBe(noSpouseToSign);
      const couple = await household(true);
      const early = await signAsShown(couple.client, couple.application.id, {
        signer: 'spouse',
        signedName: 'Jorge Núñez',
      });
      expect(early.body.errors?.[0]?.message).toBe(borrowerSignsFirst);
      const { db, t } = server.database;
      expect(
        await db
          .select()
          .from(t.contractSignatures)
          .where(eq(t.contractSignatures.applicationId, couple.application.id)),
      ).toEqual([]);
    });

    it('a borrower alone: their signature completes the plan, and their mail is in their language', async () => {
      const { client, application, email, name } = await household(false);
      const res = await signAsShown(client, application.id, { signedName: name });
      expect(res.body.data).toMatchObject({ signContract: { nextRoute: '/offers/status' } });
      const { db, t } = server.database;
      const mails = await db.select().from(t.emailOutbox).where(eq(t.emailOutbox.to, email));
      const mail = mails.find((m) => m.template === 'signedAgreement');
      expect(mail?.subject).toBe('Your signed plan agreement');
      expect(mail?.attachments?.[0]?.filename).toBe('signed-plan-agreement.pdf');
      const [agreement] = await db
        .select()
        .from(t.signedAgreements)
        .where(eq(t.signedAgreements.applicationId, application.id));
      expect(readPdf(Buffer.from(agreement.pdf, 'base64')).lang).toBe('en-US');
    });
  },
);
