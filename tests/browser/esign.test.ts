import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoPhones } from '../../api/domain/helpPhone';
import { patience, screenshot } from '../helpers/browser';
import { browserSuite } from '../helpers/browserSuite';
import { aBorrowerAccount, borrowerPassword } from '../helpers/builders';
import { accessibilityViolations } from '../helpers/consoleBuilders';
import { readPdf } from '../helpers/pdfReader';
import { aPlanToSign, aSpouse } from '../helpers/planBuilders';
import { liveSettingsEnv } from '../helpers/testServer';

/*
 * Signing the plan the way the E-SIGN Act expects (issue 21), on a phone in English and Spanish: the
 * agreement that says everything (issue 39: each creditor, those left out, the deposit, the fees, the
 * right to cancel with its date), the consent disclosure before the form (paper, withdrawal, what is
 * needed) with the workspace's line, consent asked of each signer, the borrower then their spouse or
 * partner on the same device, the signed agreement e-mailed to both as a PDF the outbox records, then
 * in the portal — where it stays the one in force after a counsellor proposes new terms. Axe at
 * 390 × 844 and 1280 × 800.
 */

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };

const words = {
  en: {
    path: '/contract/sign',
    status: '/offers/status',
    disclosure: 'Before you sign: your plan on paper or electronically',
    paper: /free of charge\. To ask for it, call/,
    consent: /agree to receive and sign my plan electronically/,
    consentRequired:
      'To sign here, please agree to receive and sign your plan electronically. If you prefer paper, call us.',
    agree: 'I have read my plan and I agree to it.',
    name: 'Full name',
    sign: 'Sign',
    spouseTitle: 'Now Jorge Núñez signs',
    spouseSign: 'Sign as spouse or partner',
    subject: 'Your signed plan agreement',
    agreementTitle: 'Your plan agreement (version 1)',
    creditor: 'Harbor Bank Card, account ending in 2222',
    planPayment: 'Monthly payment under the plan',
    leftOut:
      'Metro Auto Finance, account ending in 9012: $14,500. A debt management plan does not include a car loan.',
    cancelTitle: 'Your right to cancel',
    cancel:
      /If you sign today, you may cancel this agreement, without any penalty or obligation, before midnight on \w+ \d+, \d{4}/,
    payments: '/customer-portal/payments',
    signedTitle: 'Your signed agreement',
    signedLead: /^Version 1, signed on .+\. Last day to cancel it: .+, before midnight\.$/,
    readAll: 'Read the whole agreement',
    download: 'Download your signed agreement (PDF)',
    newTerms: 'Read and sign the new terms',
  },
  es: {
    path: '/es/contract/sign',
    status: '/es/offers/status',
    disclosure: 'Antes de firmar: su plan en papel o en forma electrónica',
    paper: /sin costo\. Para pedirlo, llame al/,
    consent: /acepto recibir y firmar mi plan en forma electrónica/,
    consentRequired:
      'Para firmar aquí, acepte recibir y firmar su plan en forma electrónica. Si prefiere papel, llámenos.',
    agree: 'He leído mi plan y estoy de acuerdo.',
    name: 'Nombre completo',
    sign: 'Firmar',
    spouseTitle: 'Ahora firma Jorge Núñez',
    spouseSign: 'Firmar como cónyuge o pareja',
    subject: 'Su acuerdo de plan firmado',
    agreementTitle: 'Su acuerdo de plan (versión 1)',
    creditor: 'Harbor Bank Card, cuenta que termina en 2222',
    planPayment: 'Pago mensual con el plan',
    leftOut:
      'Metro Auto Finance, cuenta que termina en 9012: $14,500. Un plan de manejo de deudas no incluye un préstamo de auto.',
    cancelTitle: 'Su derecho a cancelar',
    cancel:
      /Si firma hoy, puede cancelar este acuerdo, sin ninguna multa ni obligación, antes de la medianoche del \d+ de \w+ de \d{4}/,
    payments: '/es/customer-portal/payments',
    signedTitle: 'Su acuerdo firmado',
    signedLead: /^Versión 1, firmado el .+\. Último día para cancelarlo: .+, antes de la medianoche\.$/,
    readAll: 'Leer todo el acuerdo',
    download: 'Descargar su acuerdo firmado (PDF)',
    newTerms: 'Leer y firmar las nuevas condiciones',
  },
} as const;

describe('signing the plan with a spouse or partner, on a phone', () => {
  const suite = browserSuite();

  /** A borrower with a DMP to sign and a spouse on the application, signed in on a fresh browser context. */
  async function household(tag: string) {
    const email = `esign.${tag}@example.com`;
    const spouseEmail = `esign.partner.${tag}@example.com`;
    const { application, borrower } = await aBorrowerAccount(suite.server.database, email);
    const { dmpId } = await aPlanToSign(suite.server.database, application.id);
    await aSpouse(suite.server.database, application.id, {
      firstName: 'Jorge',
      lastName: 'Núñez',
      email: spouseEmail,
    });
    const client = await suite.server.signIn(email, borrowerPassword);
    const signIn = (viewport: { width: number; height: number }) =>
      suite.page({ as: client, viewport, hasTouch: viewport === phone });
    return {
      application,
      dmpId,
      email,
      spouseEmail,
      borrowerName: `${borrower.firstName} ${borrower.lastName}`,
      signIn,
    };
  }

  async function settled(page: Page, path: string) {
    await page.waitForURL((url) => url.pathname === path, patience);
    await page.locator('h1').waitFor(patience);
    await page.locator('main [role="status"].loading-overlay').waitFor({ state: 'detached', ...patience });
  }

  async function axeAt(page: Page, label: string) {
    expect(await accessibilityViolations(page), label).toEqual([]);
  }

  for (const language of ['en', 'es'] as const) {
    it(`asks each signer's consent, then the spouse signs on the same device, and both get the PDF (${language})`, async () => {
      const w = words[language];
      const { application, dmpId, email, spouseEmail, borrowerName, signIn } = await household(language);

      // The disclosure at a desktop's size passes axe too.
      const wide = await signIn(desktop);
      await wide.goto(`${suite.server.url}${w.path}`);
      await settled(wide, w.path);
      await wide.getByRole('heading', { name: w.disclosure }).waitFor(patience);
      await axeAt(wide, `${w.path} at 1280`);
      await screenshot(wide, `esign-disclosure-${language}-1280`);
      await wide.context().close();

      const page = await signIn(phone);
      await page.goto(`${suite.server.url}${w.path}`);
      await settled(page, w.path);
      // The agreement itself, above the disclosure: each creditor with its figures, those left out,
      // and the right to cancel with its date.
      const agreement = page.getByRole('region', { name: w.agreementTitle });
      await agreement.waitFor(patience);
      const harbor = agreement.locator('.agreement__rows').filter({ hasText: w.creditor });
      expect(await harbor.locator('div').filter({ hasText: w.planPayment }).locator('dd').textContent()).toBe(
        '$245.53',
      );
      expect(await agreement.getByText(w.leftOut).count()).toBe(1);
      expect(await agreement.getByRole('heading', { name: w.cancelTitle }).count()).toBe(1);
      expect(await agreement.getByText(w.cancel).count()).toBe(1);
      await screenshot(page, `agreement-${language}-390`);
      const disclosure = page.getByRole('region', { name: w.disclosure });
      await disclosure.waitFor(patience);
      // The workspace's counsellor line, swapped in by the server: never the demo line.
      await expect
        .poll(() => disclosure.getByRole('link', { name: liveSettingsEnv.COUNSELOR_PHONE }).count(), patience)
        .toBe(1);
      expect(await disclosure.getByText(demoPhones.counselor).count()).toBe(0);
      expect(await disclosure.getByText(w.paper).count()).toBe(1);
      await axeAt(page, `${w.path} at 390`);
      await screenshot(page, `esign-disclosure-${language}-390`);

      // Consent is asked for on its own: without it, nothing is signed.
      await page.getByLabel(w.agree).check();
      await page.getByLabel(w.name).fill(borrowerName);
      await page.getByRole('button', { name: w.sign, exact: true }).click();
      await page.getByText(w.consentRequired).waitFor(patience);
      expect(await page.getByLabel(w.consent).evaluate((box) => box === document.activeElement)).toBe(true);
      await axeAt(page, `${w.path} consent refused at 390`);
      await screenshot(page, `esign-consent-required-${language}-390`);

      await page.getByLabel(w.consent).check();
      await page.getByRole('button', { name: w.sign, exact: true }).click();

      // The spouse's turn, on the same page and device, focus on its heading.
      const spouseTitle = page.getByRole('heading', { name: w.spouseTitle });
      await spouseTitle.waitFor(patience);
      await expect.poll(() => spouseTitle.evaluate((h) => h === document.activeElement), patience).toBe(true);
      expect(await page.getByLabel(w.consent).isChecked()).toBe(false);
      await axeAt(page, `${w.path} spouse's turn at 390`);
      await screenshot(page, `esign-spouse-turn-${language}-390`);
      await page.getByLabel(w.consent).check();
      await page.getByLabel(w.agree).check();
      await page.getByLabel(w.name).fill('Jorge Núñez');
      await page.getByRole('button', { name: w.spouseSign }).click();
      await settled(page, w.status);
      await page.context().close();

      const { db, t } = suite.server.database;
      const signatures = await db
        .select()
        .from(t.contractSignatures)
        .where(eq(t.contractSignatures.applicationId, application.id));
      expect(signatures.map((s) => [s.signer, s.signedName]).sort()).toEqual([
        ['borrower', borrowerName],
        ['spouse', 'Jorge Núñez'],
      ]);
      const [kept] = await db
        .select()
        .from(t.signedAgreements)
        .where(eq(t.signedAgreements.applicationId, application.id));
      expect(readPdf(Buffer.from(kept.pdf, 'base64')).lang).toBe(language === 'es' ? 'es-US' : 'en-US');
      const outbox = await db
        .select()
        .from(t.emailOutbox)
        .where(eq(t.emailOutbox.template, 'signedAgreement'));
      const mails = outbox.filter((mail) => mail.to === email || mail.to === spouseEmail);
      expect(mails).toHaveLength(2);
      for (const mail of mails) {
        expect(mail.subject).toBe(w.subject);
        expect(mail.attachments?.map((a) => [a.filename, a.sha256])).toEqual([
          ['signed-plan-agreement.pdf', kept.sha256],
        ]);
      }

      // The portal: the schedule of the signed plan, and the signed agreement itself with its PDF.
      const portal = await signIn(phone);
      await portal.goto(`${suite.server.url}${w.payments}`);
      const card = portal.getByRole('region', { name: w.signedTitle });
      await card.waitFor(patience);
      // No bank is connected: the portal's 'Bank Account Not Connected' comes first; the borrower closes it.
      const noBank = portal.getByRole('alertdialog');
      await noBank.waitFor(patience);
      await portal.keyboard.press('Escape');
      await noBank.waitFor({ state: 'hidden', ...patience });
      expect(await card.getByText(w.signedLead).count()).toBe(1);
      const pdf = await portal.request.get(`${suite.server.url}/api/signed-agreement.pdf`);
      expect(
        createHash('sha256')
          .update(await pdf.body())
          .digest('hex'),
      ).toBe(kept.sha256);
      expect(await card.getByRole('link', { name: w.download }).count()).toBe(1);
      await card.getByText(w.readAll).click();
      await card.getByText(w.leftOut).waitFor(patience);
      expect(await portal.getByText('$412.50').count()).toBeGreaterThan(0);
      await axeAt(portal, `${w.payments} at 390`);
      await screenshot(portal, `portal-signed-agreement-${language}-390`);

      // A counsellor changes the signed plan: the portal keeps the signed one and offers the new terms.
      const lead = await suite.server.signIn('lead@example.org');
      await lead.data(
        'mutation($id: ID) { updateDmpEnrollment(id: $id, monthlyPaymentAmount: 999.99, termInMonths: 12) { id } }',
        { id: dmpId },
      );
      await portal.reload();
      await card.getByRole('link', { name: w.newTerms }).waitFor(patience);
      if (await noBank.isVisible()) await portal.keyboard.press('Escape');
      expect(await portal.getByText('$412.50').count()).toBeGreaterThan(0);
      expect(await portal.getByText(/999[.,]99/).count()).toBe(0);
      await screenshot(portal, `portal-new-terms-${language}-390`);
      await portal.context().close();
    });
  }
});
