import { describe, expect, it } from 'vitest';
import { accountTypeCodes } from '../../api/domain/accountTypes';
import { isIsoDate } from '../../api/domain/dates';
import {
  CreditPullFailed,
  type BureauPerson,
  type BureauReport,
} from '../../api/integrations/creditBureau/creditBureau';
import { lenderFriendlyNames } from '../../api/integrations/creditBureau/lenders';
import { SimulatedCreditBureau } from '../../api/integrations/creditBureau/simulatedCreditBureau';

const now = () => new Date('2025-06-15T15:00:00Z');
const bureau = new SimulatedCreditBureau({ now });

const person = (overrides: Partial<BureauPerson> = {}): BureauPerson => ({
  firstName: 'Maria',
  lastName: 'Lopez',
  dateOfBirth: '1981-04-12',
  addressLine1: '410 Peachtree St NE',
  zipCode: '30308',
  ...overrides,
});

const sample = Array.from({ length: 60 }, (_, i) =>
  person({ firstName: `Pat${i}`, lastName: `Rivera${i}`, addressLine1: `${100 + i} Oak Ave` }),
);

describe('SimulatedCreditBureau', () => {
  it('gives the same person the same report, whatever the spelling of case and spaces', async () => {
    const first = await bureau.pull(person());
    const again = await new SimulatedCreditBureau({ now }).pull(
      person({ firstName: ' MARIA ', lastName: 'lopez', ssnLast4: '1234' }),
    );
    expect(again).toEqual(first);
  });

  it('gives different people different reports', async () => {
    const maria = await bureau.pull(person());
    const ana = await bureau.pull(person({ firstName: 'Ana' }));
    expect(ana.tradelines.map((t) => t.accountNumber)).not.toEqual(
      maria.tradelines.map((t) => t.accountNumber),
    );
  });

  it('shows every account type and portfolio type across a sample of people', async () => {
    const reports = await Promise.all(sample.map((p) => bureau.pull(p)));
    const tradelines = reports.flatMap((r) => r.tradelines);
    expect(new Set(tradelines.map((t) => t.accountType))).toEqual(new Set(accountTypeCodes));
    expect(new Set(tradelines.map((t) => t.portfolioType))).toEqual(
      new Set(['installment', 'lineOfCredit', 'mortgage', 'open', 'revolving']),
    );
    expect(reports.some((r) => r.collections.length > 0)).toBe(true);
    expect(tradelines.some((t) => t.late90DaysTotal > 0 && (t.pastDue ?? 0) > 0)).toBe(true);
    expect(tradelines.some((t) => t.scheduledMonthlyPayment === null && t.estimatedMonthlyPayment > 0)).toBe(
      true,
    );
  });

  it('produces reports the debts, collections and inquiries tables can hold as they are', async () => {
    for (const report of await Promise.all(sample.map((p) => bureau.pull(p)))) {
      expect(report.tradelines.length).toBeGreaterThanOrEqual(3);
      expect(report.tradelines.length).toBeLessThanOrEqual(15);
      expect(report.vantageScore).toBeGreaterThanOrEqual(300);
      expect(report.vantageScore).toBeLessThanOrEqual(850);
      expect(new Set(report.tradelines.map((t) => t.accountNumber)).size).toBe(report.tradelines.length);
      for (const t of report.tradelines) {
        expect(lenderFriendlyNames[t.lenderName]).toBeTruthy();
        const opened = t.dateOpened ?? '';
        expect(isIsoDate(opened)).toBe(true);
        expect(opened <= '2025-06-15').toBe(true);
        if (t.dateClosed !== null) expect(t.dateClosed > opened && t.dateClosed <= '2025-06-15').toBe(true);
        if (t.dateClosed !== null) expect(t.currentBalance).toBe(0);
        expect(t.currentBalance).toBeGreaterThanOrEqual(0);
        expect(Math.round(t.currentBalance * 100) / 100).toBe(t.currentBalance);
        expect(t.late60DaysTotal).toBeLessThanOrEqual(t.late30DaysTotal);
        expect(t.late90DaysTotal).toBeLessThanOrEqual(t.late60DaysTotal);
      }
      for (const c of report.collections) expect(lenderFriendlyNames[c.subscriberName]).toBeTruthy();
      for (const i of report.inquiries) expect(i.inquiryDate < '2025-06-15').toBe(true);
    }
  });

  it('gives a borrower and a spouse at the same address the same joint accounts', async () => {
    const households = await Promise.all(
      sample.map(async (borrower) => ({
        borrower: await bureau.pull(borrower),
        spouse: await bureau.pull({ ...borrower, firstName: 'Sam', dateOfBirth: '1979-09-30' }),
      })),
    );
    const joint = households.find((h) => h.borrower.tradelines.some((t) => t.ecoaDesignator !== 'primary'));
    expect(joint).toBeDefined();
    const jointAccounts = (report: BureauReport) =>
      report.tradelines.filter((t) => t.ecoaDesignator === 'jointContractLiability');
    expect(jointAccounts(joint!.spouse)).toEqual(jointAccounts(joint!.borrower));
  });

  it.each(['Nohit', 'NOHIT', ' nohit '])(
    'fails the pull as a no-hit for the last name %j',
    async (lastName) => {
      const failure = await bureau.pull(person({ lastName })).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(CreditPullFailed);
      expect((failure as CreditPullFailed).reason).toBe('noHit');
    },
  );

  it('fails the pull as a timeout when the bureau answers later than the timeout', async () => {
    const slow = new SimulatedCreditBureau({ now, delayMs: 200, timeoutMs: 20 });
    const failure = await slow.pull(person()).catch((error: unknown) => error);
    expect((failure as CreditPullFailed).reason).toBe('timeout');
    await expect(
      new SimulatedCreditBureau({ now, delayMs: 5, timeoutMs: 200 }).pull(person()),
    ).resolves.toBeTruthy();
  });

  it('never answers for the last name Timeout, so the pull times out', async () => {
    const failure = await new SimulatedCreditBureau({ now, timeoutMs: 20 })
      .pull(person({ lastName: 'Timeout' }))
      .catch((error: unknown) => error);
    expect((failure as CreditPullFailed).reason).toBe('timeout');
  });
});
