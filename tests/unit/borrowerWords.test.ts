import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  guideLeads,
  guideReaderOf,
  guideSectionsFor,
  lenderGuideWords,
} from '../../api/domain/lenderGuideWords';
import { en } from '../../site/src/i18n/en';
import { es } from '../../site/src/i18n/es';
import { exactMoney, planMoney } from '../../site/src/features/portal/portalPages';
import { longDateTime } from '../../site/src/lib/format';

/*
 * The words and figures a borrower read wrong (issue 41), each as they see it, in both languages:
 * a signing time says its time zone; a table's amounts all show their cents; the date box's
 * placeholder is in the reader's words; the bank list is headed for banks; "Agreement required" is a
 * sentence; an e-mail ending refused names the endings taken and the counsellor's line.
 */

describe('what the borrower reads', () => {
  it('a signing time says the time zone it is told in', () => {
    for (const locale of ['en', 'es'] as const) {
      const said = longDateTime(locale, '2026-07-18T19:42:00Z');
      expect(said).toMatch(/\d{1,2}:42/);
      expect(said).toMatch(/\b(UTC|GMT|[A-Z]{2,4}T)\b|GMT[+-]\d/);
    }
  });

  it("a table's amounts all show their cents: $232.00 beside $185.60; a plan payment alone stays whole", () => {
    expect([exactMoney('en', 232), exactMoney('en', 185.6)]).toEqual(['$232.00', '$185.60']);
    expect(exactMoney('es', 232)).toMatch(/232[.,]00/);
    expect(planMoney('en', 695)).toBe('$695');
  });

  it("the date box's placeholder, the bank heading and the agreement are the reader's words", () => {
    expect(en['application.field.dateOfBirthPlaceholder']).toBe('MM-DD-YYYY');
    expect(es['application.field.dateOfBirthPlaceholder']).toBe('MM-DD-AAAA');
    expect(en['portal.bank.unconnectedTitle']).toBe('Connect Your Bank Accounts');
    expect(es['portal.bank.unconnectedTitle']).not.toMatch(/crédito/i);
    expect(en['form.agreementRequired']).toMatch(/^Agreement required/);
  });

  it('an e-mail ending refused names the endings taken and, on About you, the counsellor line', () => {
    for (const words of [en, es]) {
      expect(words['form.reason.emailEnding']).toContain('.com');
      expect(words['form.reason.emailEndingCall']).toContain('{phone}');
    }
  });

  it("no box of the borrower's pages cuts what is typed: limits are told, never enforced by truncation", () => {
    const root = resolve(import.meta.dirname, '../../site/src');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.tsx') && !file.startsWith(join('lib', 'account', 'SecondFactor')),
    );
    const cutting = files.filter((file) => /\bmaxLength=\{/.test(readFileSync(join(root, file), 'utf8')));
    expect(files.length).toBeGreaterThan(20);
    expect(cutting).toEqual([]);
  });

  it('the guide never tells a borrower on a plan to call their creditors; a decliner is told they still can', () => {
    for (const words of Object.values(lenderGuideWords)) {
      const plan = guideSectionsFor(guideReaderOf('plan'));
      const said = [guideLeads.plan, ...plan.flatMap((section) => [section.title, ...section.points])]
        .map((key) => words[key])
        .join(' ');
      expect(said).not.toMatch(
        /when you call|cuando (los )?llame|call your creditors|llame a sus acreedores/i,
      );
      expect(guideReaderOf('declined')).toBe('declined');
      expect(words[guideLeads.declined]).not.toBe(words[guideLeads.offer]);
    }
    expect(lenderGuideWords.en[guideLeads.plan]).toMatch(/do not need to call them/);
  });
});
