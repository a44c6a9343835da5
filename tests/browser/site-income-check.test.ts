import { describe, expect, it } from 'vitest';
import { patience, screenshot } from '../helpers/browser';
import { browserSuite } from '../helpers/browserSuite';
import { step, stepFields, type Step } from '../helpers/flowWalk';

/*
 * An income above $15,000 a month is asked about before it is sent (docs/decisions/0152): the first
 * Continue stops and asks "Is $16,000 a month right?" — nothing is sent — and the borrower's "Yes"
 * sends it exactly as typed. On a phone, in English and Spanish.
 */

const phone = { width: 390, height: 844 };
const words = {
  en: {
    field: /^Monthly income/,
    asks: 'Is $16,000 a month right?',
    yes: 'Yes, $16,000 a month is right',
    next: 'Continue',
  },
  es: {
    field: /^Ingresos mensuales/,
    asks: '16,000',
    yes: /^Sí, .*16,000 al mes es correcto$/,
    next: 'Continuar',
  },
} as const;

describe('a monthly income above $15,000', () => {
  const suite = browserSuite();

  /** A borrower whose Your contact is sent: the next page is monthly income. */
  async function atIncome(email: string) {
    const borrower = suite.server.client();
    const { saveAboutYou } = await borrower.data<{ saveAboutYou: Step }>(
      `mutation($input: AboutYouInput!) { saveAboutYou(input: $input) { ${stepFields} } }`,
      {
        input: {
          firstName: 'Rita',
          lastName: 'High',
          email,
          phoneNumber: '512-867-5309',
          agreedToTerms: true,
        },
      },
    );
    const applicationId = saveAboutYou.application.id;
    await step(borrower, 'saveLifeEvents', { applicationId, hardships: [] });
    await step(borrower, 'saveCreditHistory', {
      applicationId,
      hasSpouse: false,
      hasDependents: false,
      isHomeowner: false,
      isCarOwner: false,
      hasBackRent: false,
      monthlyRentOrMortgageAmount: 900,
    });
    await step(borrower, 'saveYourContact', {
      applicationId,
      addressLine1: '9 Oak Avenue',
      city: 'Denver',
      state: 'CO',
      zipCode: '80202',
      dateOfBirth: '07-30-1975',
      preferredLanguage: 'en',
      consentForCreditInquiry: true,
    });
    return borrower;
  }

  for (const language of ['en', 'es'] as const) {
    it(`is asked about, not sent, until the borrower says it is right (${language})`, async () => {
      const borrower = await atIncome(`rita.high.${language}@example.com`);
      const income = async () =>
        (
          await borrower.data<{ myApplication: { selfReportedMonthlyCurrentIncome: number | null } }>(
            '{ myApplication { selfReportedMonthlyCurrentIncome } }',
          )
        ).myApplication.selfReportedMonthlyCurrentIncome;
      const before = await income();
      const page = await suite.page({ as: borrower, viewport: phone });
      const said = words[language];
      const path = `${language === 'es' ? '/es' : ''}/application/income/provide-monthly-income`;
      await page.goto(`${suite.server.url}${path}`);
      const box = page.getByLabel(said.field);
      await box.waitFor(patience);
      await page.locator('fieldset.form__fields:not([disabled])').waitFor(patience);
      await box.fill('16000');
      await page.getByRole('button', { name: said.next, exact: true }).click();
      await page.getByRole('alert').filter({ hasText: said.asks }).waitFor(patience);
      await screenshot(page, `income-check-${language}`);
      expect(new URL(page.url()).pathname).toBe(path);
      expect(await income()).toBe(before);

      await page.getByRole('button', { name: said.yes }).click();
      await page.waitForURL(/\/application\/expenses$/, patience);
      expect(await income()).toBe(16000);
      await page.context().close();
    });
  }
});
