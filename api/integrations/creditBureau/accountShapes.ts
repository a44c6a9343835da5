import type { Faker } from '@faker-js/faker';
import type { AccountTypeCode } from '../../domain/accountTypes';
import { toCents, toDollars } from '../../domain/money';
import type { PortfolioType } from './creditBureau';

/** How a kind of account looks on a report: its portfolio, how common it is, its sizes and rates. */
export interface AccountShape {
  portfolioType: PortfolioType;
  /** How often the type shows up on a counselling applicant's report, relative to the others. */
  weight: number;
  /** Credit limit (revolving, line of credit, open) or amount borrowed (installment, mortgage). */
  amount: readonly [number, number];
  /** APR in percent. */
  apr: readonly [number, number];
  termMonths?: readonly [number, number];
}

// Keyed by every code in accountTypes.ts, so a new code cannot be forgotten here.
export const accountShapes: Record<AccountTypeCode, AccountShape> = {
  CC: { portfolioType: 'revolving', weight: 38, amount: [500, 25_000], apr: [17.99, 29.99] },
  CH: { portfolioType: 'revolving', weight: 10, amount: [300, 6_000], apr: [26.99, 32.99] },
  FX: { portfolioType: 'revolving', weight: 5, amount: [1_000, 30_000], apr: [19.99, 29.99] },
  LC: { portfolioType: 'lineOfCredit', weight: 5, amount: [1_000, 25_000], apr: [9.5, 18] },
  FE: { portfolioType: 'open', weight: 3, amount: [400, 6_000], apr: [0, 0] },
  US: {
    portfolioType: 'installment',
    weight: 10,
    amount: [2_000, 35_000],
    apr: [8.99, 35.99],
    termMonths: [24, 60],
  },
  AU: {
    portfolioType: 'installment',
    weight: 12,
    amount: [8_000, 55_000],
    apr: [3.9, 18.9],
    termMonths: [36, 84],
  },
  ST: {
    portfolioType: 'installment',
    weight: 8,
    amount: [5_000, 90_000],
    apr: [3.73, 8.05],
    termMonths: [120, 240],
  },
  CV: {
    portfolioType: 'mortgage',
    weight: 6,
    amount: [90_000, 650_000],
    apr: [2.75, 7.5],
    termMonths: [360, 360],
  },
  SM: {
    portfolioType: 'mortgage',
    weight: 3,
    amount: [15_000, 120_000],
    apr: [5.5, 10.5],
    termMonths: [120, 240],
  },
};

/** Dollars rounded to the cent, as the money columns store them. */
export const cents = (dollars: number) => toDollars(toCents(dollars));

export interface Payments {
  currentBalance: number;
  highCredit: number;
  scheduled: number;
  estimated: number;
  interest: number;
  principal: number;
}

/** A card, line of credit or open account at its current utilisation. */
export function revolvingPayments(faker: Faker, shape: AccountShape, apr: number, stress: number): Payments {
  const limit = Math.round(faker.number.float({ min: shape.amount[0], max: shape.amount[1] }) / 100) * 100;
  const paidOff = faker.datatype.boolean(0.12 * (1 - stress));
  const utilisation = paidOff
    ? 0
    : clamp(0.05 + 0.8 * stress + faker.number.float({ min: -0.2, max: 0.25 }), 0.02, 1.05);
  const balance = cents(limit * utilisation);
  const interest = cents((balance * apr) / 1200);
  // Card minimums are interest plus 1 % of the balance (2 % on lines); open accounts bill a twelfth.
  const principalRate =
    shape.portfolioType === 'open' ? 1 / 12 : shape.portfolioType === 'lineOfCredit' ? 0.02 : 0.01;
  const principal = cents(balance * principalRate);
  const scheduled = balance === 0 ? 0 : Math.min(balance, Math.max(25, cents(interest + principal)));
  const estimated =
    balance === 0 || shape.portfolioType === 'open'
      ? scheduled
      : Math.min(balance, Math.max(25, cents(balance * 0.03)));
  return { currentBalance: balance, highCredit: limit, scheduled, estimated, interest, principal };
}

/** A fixed-payment loan after `paidMonths` payments. */
export function amortisedPayments(amount: number, apr: number, term: number, paidMonths: number): Payments {
  const rate = apr / 1200;
  const growth = (1 + rate) ** paidMonths;
  const payment = rate === 0 ? amount / term : (amount * rate) / (1 - (1 + rate) ** -term);
  const remaining =
    rate === 0 ? amount - payment * paidMonths : amount * growth - (payment * (growth - 1)) / rate;
  const balance = cents(Math.max(0, remaining));
  const interest = cents(balance * rate);
  return {
    currentBalance: balance,
    highCredit: cents(amount),
    scheduled: cents(payment),
    estimated: Math.round(payment),
    interest,
    principal: cents(Math.max(0, payment - interest)),
  };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
