import {
  estimatedMonthlyIncome,
  predictIncome,
  type BankTransaction,
} from '../../api/domain/incomePrediction';
import { sandboxInstitutions } from '../../api/integrations/bankLink/sandboxInstitutions';
import { dayMs, hourMs } from '../clock';
import {
  employers,
  gasStations,
  groceryStores,
  monthlyBills,
  mortgagePayees,
  nsfFee,
  overdraftFee,
  rentPayees,
  restaurants,
} from '../catalog/bankNames';
import type { Tree } from '../tree';

/*
 * A linked bank (borrower-application §3, "Bank item"): items, accounts, monthly balances, 90 days of
 * transactions before the link with a payroll deposit every other Friday, the income predictions
 * api/domain makes from them, and monthly income snapshots. Amounts follow Plaid's sign: money in is
 * below 0.
 */

export interface BankFacts {
  applicationId: string;
  borrowerId: string;
  linkedMs: number;
  monthlyIncome: number;
  housing: { amount: number; isHomeowner: boolean };
  isCarOwner: boolean;
  /** Overdraft and NSF fees after the rent, no savings transfers. */
  runsShort: boolean;
  /** A DMP payment the latest checking balance falls below (for the balanceBelowDMPPayment alert). */
  balanceBelow: number | null;
  /** The showcase's troubles: the first item disconnected, the income falling in the second month. */
  firstItemDisconnected?: boolean;
  incomeFalls?: boolean;
}

export interface LinkedBank {
  linkedMs: number;
  estimatedMonthlyIncome: number | null;
  disconnectedItemIds: string[];
  overdraftId: string | null;
  nsfId: string | null;
  lowBalanceId: string | null;
  snapshots: { id: string; monthlyIncome: number; ms: number }[];
}

interface Draft {
  day: string;
  name: string;
  amount: number;
}

/** Every other Friday: 1970-01-02 was a Friday, so paydays are day numbers ≡ 1 or 8 (mod 14). */
function checkingDrafts(tree: Tree, facts: BankFacts): Draft[] {
  const { rng, clock } = tree;
  const employer = rng.pick(employers);
  const paycheck = (facts.monthlyIncome * 12) / 26;
  const payPhase = rng.pick([1, 8]);
  const housingPayee = rng.pick(facts.housing.isHomeowner ? mortgagePayees : rentPayees);
  const bills = monthlyBills.filter(() => rng.chance(0.35));
  const drafts: Draft[] = [];
  const lastDay = Math.floor(facts.linkedMs / dayMs);
  for (let n = lastDay - 89; n <= lastDay; n++) {
    const day = clock.day(n * dayMs);
    const dayOfMonth = Number(day.slice(8, 10));
    if (paycheck > 0 && n % 14 === payPhase) {
      drafts.push({
        day,
        name: `${employer} DIRECT DEP`,
        amount: -Math.round(paycheck * rng.float(0.97, 1.03) * 100) / 100,
      });
    }
    if (dayOfMonth === 1 && facts.housing.amount > 0)
      drafts.push({ day, name: housingPayee, amount: facts.housing.amount });
    for (const [billDay, payee, min, max] of bills)
      if (billDay === dayOfMonth) drafts.push({ day, name: payee, amount: rng.dollars(min, max) });
    if (rng.chance(0.09)) drafts.push({ day, name: rng.pick(groceryStores), amount: rng.dollars(18, 165) });
    if (rng.chance(0.07)) drafts.push({ day, name: rng.pick(restaurants), amount: rng.dollars(6, 42) });
    if (facts.isCarOwner && rng.chance(0.06))
      drafts.push({ day, name: rng.pick(gasStations), amount: rng.dollars(28, 64) });
    if (facts.runsShort && dayOfMonth === 2 && n > lastDay - 31)
      drafts.push({ day, name: overdraftFee, amount: 35 });
    if (facts.runsShort && dayOfMonth === 3 && n > lastDay - 31)
      drafts.push({ day, name: nsfFee, amount: 34 });
  }
  return drafts;
}

function addAccount(tree: Tree, bankItemId: string, subType: 'checking' | 'savings') {
  const { rng } = tree;
  let plaidAccountId = '';
  const id = tree.add('bankAccounts', (rowId) => ({
    bankItemId,
    plaidAccountId: (plaidAccountId = `acc-${rowId}`),
    mask: rng.digits(4),
    name: subType === 'checking' ? 'Checking' : 'Savings',
    officialName:
      subType === 'checking'
        ? rng.pick(['Everyday Checking', 'Total Checking', 'Free Checking'])
        : rng.pick(['Way2Save Savings', 'Savings Plus']),
    type: 'depository',
    subType,
    verificationStatus: 'automatically_verified',
  }));
  return { id, plaidAccountId };
}

/** A balance at the link and then monthly up to the anchor (the portal reads six months). */
function addBalances(
  tree: Tree,
  account: { id: string; plaidAccountId: string },
  linkedMs: number,
  range: [number, number],
  lastBelow: number | null,
): string | null {
  const { rng, clock } = tree;
  let lastId: string | null = null;
  const times: number[] = [];
  for (let ms = linkedMs; ms <= clock.anchorMs && times.length < 6; ms += 30 * dayMs) times.push(ms);
  times.forEach((ms, i) => {
    const last = i === times.length - 1;
    const available =
      last && lastBelow !== null
        ? rng.dollars(5, Math.max(6, lastBelow - 1))
        : rng.dollars(range[0], range[1]);
    lastId = tree.add('accountBalances', {
      bankAccountId: account.id,
      plaidAccountId: account.plaidAccountId,
      available,
      current: Math.round((available + rng.dollars(0, 150)) * 100) / 100,
      createdAt: clock.instant(ms),
    });
  });
  return lastId;
}

function addSnapshots(
  tree: Tree,
  facts: BankFacts,
  monthlyIncome: number,
  payrollIds: string[],
): LinkedBank['snapshots'] {
  const { rng, clock } = tree;
  const snapshots: LinkedBank['snapshots'] = [];
  let income = monthlyIncome;
  for (let ms = facts.linkedMs + hourMs; ms <= clock.anchorMs && snapshots.length < 6; ms += 30 * dayMs) {
    // Incomes wobble from month to month; now and then one falls (a lost shift, a smaller contract).
    const falls = snapshots.length === 1 && facts.incomeFalls === true;
    if (snapshots.length > 0)
      income = Math.round(
        income * (falls || rng.chance(0.15) ? rng.float(0.65, 0.85) : rng.float(0.96, 1.05)),
      );
    const createdAt = clock.instant(ms);
    const id = tree.add('incomeSnapshots', {
      borrowerId: facts.borrowerId,
      monthlyIncome: income,
      annualIncome: income * 12,
      ninetyDayIncome: income * 3,
      incomeTransactionIds: snapshots.length === 0 ? payrollIds : [],
      createdAt,
      updatedAt: createdAt,
    });
    snapshots.push({ id, monthlyIncome: income, ms });
  }
  return snapshots;
}

export function addBank(tree: Tree, facts: BankFacts): LinkedBank {
  const { rng, clock } = tree;
  const createdAt = clock.instant(facts.linkedMs);
  const institutions = [...sandboxInstitutions];
  const itemCount = rng.chance(0.15) ? 2 : 1;
  const result: LinkedBank = {
    linkedMs: facts.linkedMs,
    estimatedMonthlyIncome: null,
    disconnectedItemIds: [],
    overdraftId: null,
    nsfId: null,
    lowBalanceId: null,
    snapshots: [],
  };
  for (let k = 0; k < itemCount; k++) {
    const institution = institutions.splice(rng.int(0, institutions.length - 1), 1)[0];
    const isConnected = !(k === 0 && facts.firstItemDisconnected) && rng.chance(k === 0 ? 0.88 : 0.75);
    const itemId = tree.add('bankItems', (id) => ({
      applicationId: facts.applicationId,
      borrowerId: facts.borrowerId,
      // Unique (bank_items_plaid_item_unique); demo items have no access token, so nothing syncs them.
      plaidItemId: `item-demo-${id}`,
      institutionId: institution.institutionId,
      institutionName: institution.name,
      isConnected,
      isFinishedHistoricalUpdate: true,
      createdAt,
      updatedAt: createdAt,
    }));
    if (!isConnected) result.disconnectedItemIds.push(itemId);
    if (k > 0) {
      addBalances(tree, addAccount(tree, itemId, 'savings'), facts.linkedMs, [100, 6_000], null);
      continue;
    }
    const checking = addAccount(tree, itemId, 'checking');
    const range: [number, number] = facts.runsShort ? [15, 180] : [600, 4_200];
    const lastBalanceId = addBalances(tree, checking, facts.linkedMs, range, facts.balanceBelow);
    if (facts.balanceBelow !== null) result.lowBalanceId = lastBalanceId;
    const transactions: (BankTransaction & { id: string })[] = [];
    const payrollIds: string[] = [];
    for (const draft of checkingDrafts(tree, facts)) {
      const isPayroll = draft.amount < 0;
      const id = tree.add('bankTransactions', (rowId) => ({
        bankAccountId: checking.id,
        plaidTransactionId: `txn-${rowId}`,
        amount: draft.amount,
        date: draft.day,
        name: draft.name,
        isVerifiedAsIncome: isPayroll,
      }));
      if (isPayroll) payrollIds.push(id);
      if (draft.name === overdraftFee) result.overdraftId = id;
      if (draft.name === nsfFee) result.nsfId = id;
      transactions.push({
        id,
        amount: draft.amount,
        date: draft.day,
        name: draft.name,
        isVerifiedAsIncome: isPayroll,
      });
    }
    const predictions = predictIncome(transactions, clock.day(facts.linkedMs));
    for (const p of predictions) {
      tree.add('incomePredictions', {
        applicationId: facts.applicationId,
        name: p.name,
        amount: p.amount,
        isVerifiedAsIncome: p.isVerifiedAsIncome,
        createdAt,
      });
    }
    result.estimatedMonthlyIncome = predictions.length ? estimatedMonthlyIncome(predictions) : null;
    result.snapshots = addSnapshots(
      tree,
      facts,
      result.estimatedMonthlyIncome ?? facts.monthlyIncome,
      payrollIds,
    );
  }
  return result;
}
