import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  blendedRiskScore,
  revolvingUtilisation,
  riskScore,
  type RiskScoreDebt,
} from '../../api/domain/riskScore';

const card = (overrides: Partial<RiskScoreDebt> = {}): RiskScoreDebt => ({
  accountType: 'CC',
  currentBalance: 1000,
  highCredit: 10_000,
  dateClosed: null,
  late30DaysTotal: 0,
  late60DaysTotal: 0,
  late90DaysTotal: 0,
  ...overrides,
});

describe('risk score', () => {
  it('maps the VantageScore range 300–850 onto 0–100', () => {
    expect(riskScore({ vantageScore: 850, debts: [card()] })).toBe(100);
    expect(riskScore({ vantageScore: 300, debts: [] })).toBe(0);
    expect(riskScore({ vantageScore: 575, debts: [] })).toBe(50);
  });

  it('takes 50 when the report has no score', () => {
    expect(riskScore({ vantageScore: null, debts: [] })).toBe(50);
  });

  it('takes 2, 4 and 8 points per 30-, 60- and 90-day late payment, at most 40', () => {
    expect(
      riskScore({
        vantageScore: 850,
        debts: [card({ late30DaysTotal: 1, late60DaysTotal: 1, late90DaysTotal: 1 })],
      }),
    ).toBe(86);
    expect(riskScore({ vantageScore: 850, debts: [card({ late90DaysTotal: 9 })] })).toBe(60);
  });

  it('takes half a point per point of utilisation above 30 %', () => {
    expect(riskScore({ vantageScore: 850, debts: [card({ currentBalance: 5000 })] })).toBe(90);
    expect(riskScore({ vantageScore: 850, debts: [card({ currentBalance: 12_000 })] })).toBe(65);
  });

  it('reads utilisation from open revolving accounts only', () => {
    const debts = [
      card({ currentBalance: 2000, highCredit: 4000 }),
      card({ accountType: 'AU', currentBalance: 20_000, highCredit: 25_000 }),
      card({ currentBalance: 900, highCredit: 1000, dateClosed: '2024-01-01' }),
      card({ accountType: 'LC', currentBalance: 0, highCredit: 6000 }),
    ];
    expect(revolvingUtilisation(debts)).toBe(0.2);
    expect(revolvingUtilisation([])).toBe(0);
  });

  const debt = fc.record({
    accountType: fc.constantFrom('CC', 'CH', 'LC', 'AU', null),
    currentBalance: fc.option(
      fc.integer({ min: 0, max: 5_000_000 }).map((c) => c / 100),
      { nil: null },
    ),
    highCredit: fc.option(
      fc.integer({ min: 0, max: 5_000_000 }).map((c) => c / 100),
      { nil: null },
    ),
    dateClosed: fc.constant(null),
    late30DaysTotal: fc.integer({ min: 0, max: 5 }),
    late60DaysTotal: fc.integer({ min: 0, max: 5 }),
    late90DaysTotal: fc.integer({ min: 0, max: 5 }),
  });
  const report = fc.record({
    vantageScore: fc.option(fc.integer({ min: 300, max: 850 }), { nil: null }),
    debts: fc.array(debt, { maxLength: 8 }),
  });

  it('is a whole number from 0 to 100', () => {
    fc.assert(
      fc.property(report, (r) => {
        const score = riskScore(r);
        expect(Number.isInteger(score) && score >= 0 && score <= 100).toBe(true);
      }),
    );
  });

  it('a late payment more or a bigger balance never raises it; a better VantageScore never lowers it', () => {
    fc.assert(
      fc.property(
        report,
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 5 }),
        (r, points, lates) => {
          const score = riskScore(r);
          if (r.vantageScore !== null) {
            expect(
              riskScore({ ...r, vantageScore: Math.min(850, r.vantageScore + points) }),
            ).toBeGreaterThanOrEqual(score);
          }
          if (r.debts.length === 0) return;
          const [first, ...rest] = r.debts;
          expect(
            riskScore({
              ...r,
              debts: [{ ...first, late30DaysTotal: first.late30DaysTotal + lates }, ...rest],
            }),
          ).toBeLessThanOrEqual(score);
          expect(
            riskScore({
              ...r,
              debts: [{ ...first, currentBalance: (first.currentBalance ?? 0) + points * 100 }, ...rest],
            }),
          ).toBeLessThanOrEqual(score);
        },
      ),
    );
  });
});

describe('blended risk score', () => {
  it("is the borrower's risk score when there is no spouse", () => {
    expect(blendedRiskScore(63)).toBe(63);
    expect(blendedRiskScore(63, null)).toBe(63);
  });

  it("averages the borrower's and the spouse's, rounded half up", () => {
    expect(blendedRiskScore(60, 80)).toBe(70);
    expect(blendedRiskScore(60, 71)).toBe(66);
    expect(blendedRiskScore(0, 1)).toBe(1);
    expect(blendedRiskScore(40, 0)).toBe(20);
  });
});
