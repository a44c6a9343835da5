import { toCents, toDollars } from '../../domain/money';
import { addDays, dayNumber } from '../../domain/dates';
import { hashId, hashUnit } from '../seededRandom';
import type { BankTransaction } from './bankLink';
import { gasStations, groceryStores, monthlyBills, nsfFee, overdraftFee, restaurants } from './payees';
import type { SandboxHousehold } from './sandboxInstitutions';

/** A linked sandbox item: everything about it follows from its seed, so no state is stored. */
export interface SandboxItem {
  seed: string;
  household: SandboxHousehold;
  checkingId: string;
  savingsId: string;
}

interface Draft {
  label: string;
  name: string;
  amount: number;
  account: 'checking' | 'savings';
}

/** One day of the household's money, drawn from (seed, day) alone: any day can be replayed alone. */
function draftsOn({ seed, household }: SandboxItem, day: string): Draft[] {
  const draw = (label: string) => hashUnit(`${seed}|${day}|${label}`);
  const between = (label: string, min: number, max: number) =>
    toDollars(toCents(min + draw(label) * (max - min)));
  const pick = (label: string, names: readonly string[]) => names[Math.floor(draw(label) * names.length)];
  const drafts: Draft[] = [];
  const add = (label: string, name: string, amount: number, account: Draft['account'] = 'checking') =>
    drafts.push({ label, name, amount, account });
  const dayOfMonth = Number(day.slice(8, 10));

  // Day 1 of the epoch is a Friday, so phases 1 and 8 of a fortnight are the two kinds of payday Friday.
  const payPhase = hashUnit(`${seed}|payPhase`) < 0.5 ? 1 : 8;
  if (dayNumber(day) % 14 === payPhase)
    add('payroll', `${household.employer} DIRECT DEP`, -household.paycheck);
  if (dayOfMonth === 1) add('housing', household.housing.payee, household.housing.amount);
  for (const [billDay, payee, min, max] of monthlyBills) {
    if (dayOfMonth === billDay) add(payee, payee, between(payee, min, max));
  }
  if (draw('groceries') < 0.3)
    add('groceries', pick('groceryStore', groceryStores), between('groceryAmount', 18, 165));
  if (draw('dining') < 0.35) add('dining', pick('restaurant', restaurants), between('diningAmount', 6, 42));
  if (draw('gas') < 0.15) add('gas', pick('gasStation', gasStations), between('gasAmount', 28, 64));

  if (household.runsShort && dayOfMonth === 2) add('overdraft', overdraftFee, 35);
  if (household.runsShort && dayOfMonth === 3 && draw('nsf') < 0.5) add('nsf', nsfFee, 34);
  if (!household.runsShort && dayOfMonth === 15) {
    const amount = between('saving', 50, 250);
    add('toSavings', 'TRANSFER TO SAVINGS', amount);
    add('fromChecking', 'TRANSFER FROM CHECKING', -amount, 'savings');
  }
  if (addDays(day, 1).endsWith('-01')) {
    const highestInterest = Math.max(0.02, household.savingsBalance[1] * 0.0003);
    add('interest', 'INTEREST PAYMENT', -between('interest', 0.01, highestInterest), 'savings');
  }
  return drafts;
}

export function transactionsOn(item: SandboxItem, day: string): BankTransaction[] {
  return draftsOn(item, day).map((draft) => ({
    plaidTransactionId: `txn-${hashId(`${item.seed}|${day}|${draft.label}`)}`,
    plaidAccountId: draft.account === 'checking' ? item.checkingId : item.savingsId,
    amount: draft.amount,
    date: day,
    name: draft.name,
  }));
}
