import type { Faker } from '@faker-js/faker';
import { accountTypeCodes, type AccountTypeCode } from '../../domain/accountTypes';
import { addDays } from '../../domain/dates';
import { accountShapes, amortisedPayments, cents, revolvingPayments } from './accountShapes';
import type { BureauTradeline, EcoaDesignator, PortfolioType } from './creditBureau';
import { lendersFor } from './lenders';

export interface TradelineContext {
  /** The pull date, YYYY-MM-DD; every other date is counted back from it. */
  today: string;
  /** 0 (comfortable) to 1 (in deep trouble): drives utilisation, late payments and arrears. */
  stress: number;
  ecoaDesignator: EcoaDesignator;
  /** Account numbers already on the report: a report never repeats one. */
  takenAccountNumbers: Set<string>;
}

const daysPerMonth = 30.44;

const weightedTypes = accountTypeCodes.map((code) => ({ value: code, weight: accountShapes[code].weight }));

export function drawAccountType(faker: Faker): AccountTypeCode {
  return faker.helpers.weightedArrayElement(weightedTypes);
}

function accountNumber(faker: Faker, portfolioType: PortfolioType, taken: Set<string>): string {
  const length =
    portfolioType === 'installment' || portfolioType === 'mortgage'
      ? faker.number.int({ min: 10, max: 13 })
      : 16;
  let candidate = faker.string.numeric({ length, allowLeadingZeros: false });
  while (taken.has(candidate)) candidate = faker.string.numeric({ length, allowLeadingZeros: false });
  taken.add(candidate);
  return candidate;
}

export function generateTradeline(
  faker: Faker,
  accountType: AccountTypeCode,
  context: TradelineContext,
): BureauTradeline {
  const shape = accountShapes[accountType];
  const { today, stress } = context;
  const lender = faker.helpers.arrayElement(lendersFor(accountType));
  const ageMonths = faker.number.int({ min: 4, max: 180 });
  const dateOpened = addDays(
    today,
    -Math.round(ageMonths * daysPerMonth) - faker.number.int({ min: 0, max: 20 }),
  );
  const term =
    shape.termMonths &&
    Math.round(faker.number.int({ min: shape.termMonths[0], max: shape.termMonths[1] }) / 12) * 12;
  const apr = faker.number.float({ min: shape.apr[0], max: shape.apr[1] });
  const paidOff = term !== undefined && ageMonths >= term;
  const closedEarly = !paidOff && shape.portfolioType !== 'mortgage' && faker.datatype.boolean(0.1);

  const delinquent = faker.datatype.boolean(0.15 + 0.6 * stress);
  const late30DaysTotal = delinquent ? faker.number.int({ min: 1, max: 1 + Math.round(8 * stress) }) : 0;
  const late60DaysTotal = faker.number.int({ min: 0, max: Math.floor(late30DaysTotal / 2) });
  const late90DaysTotal = faker.number.int({ min: 0, max: Math.floor(late60DaysTotal / 2) });
  const common = {
    accountNumber: accountNumber(faker, shape.portfolioType, context.takenAccountNumbers),
    accountType,
    dateOpened,
    ecoaDesignator: context.ecoaDesignator,
    lenderName: lender.bureauName,
    portfolioType: shape.portfolioType,
    late30DaysTotal,
    late60DaysTotal,
    late90DaysTotal,
  };

  if (paidOff || closedEarly) {
    const closedAfterDays = paidOff
      ? Math.round(term * daysPerMonth)
      : faker.number.int({ min: 90, max: Math.max(90, Math.round(ageMonths * daysPerMonth) - 30) });
    const dateClosed = addDays(dateOpened, closedAfterDays);
    const highCredit = Math.round(faker.number.float({ min: shape.amount[0], max: shape.amount[1] }));
    return {
      ...common,
      currentBalance: 0,
      dateClosed,
      estimatedMonthlyPayment: 0,
      scheduledMonthlyPayment: null,
      highCredit,
      minimumMonthlyInterest: 0,
      minimumMonthlyPrincipal: 0,
      mostRecentPayment: dateClosed,
      pastDue: 0,
    };
  }

  const payments =
    term === undefined
      ? revolvingPayments(faker, shape, apr, stress)
      : amortisedPayments(
          faker.number.float({ min: shape.amount[0], max: shape.amount[1] }),
          apr,
          term,
          ageMonths,
        );
  const behind = payments.currentBalance > 0 && faker.datatype.boolean(0.35 * stress);
  // Some tradelines carry no scheduled payment, so the spec's fallback to the estimated one is exercised.
  const reportsScheduled = faker.datatype.boolean(0.75);
  return {
    ...common,
    currentBalance: payments.currentBalance,
    dateClosed: null,
    estimatedMonthlyPayment: payments.estimated,
    scheduledMonthlyPayment: reportsScheduled ? payments.scheduled : null,
    highCredit: payments.highCredit,
    minimumMonthlyInterest: payments.interest,
    minimumMonthlyPrincipal: payments.principal,
    mostRecentPayment: addDays(
      today,
      -(behind ? faker.number.int({ min: 35, max: 120 }) : faker.number.int({ min: 2, max: 31 })),
    ),
    pastDue: behind ? cents(payments.scheduled * faker.number.int({ min: 1, max: 3 })) : 0,
  };
}
