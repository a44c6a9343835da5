import { estimatedIncome, predictIncome, type BankTransaction } from '../../api/domain/incomePrediction';
import {
  sandboxInstitution,
  sandboxInstitutions,
  type SandboxInstitution,
} from '../../api/integrations/bankLink/sandboxInstitutions';
import { hashId, hashUnit } from '../../api/integrations/seededRandom';
import type { DemoBank } from '../catalog/demoAccounts';
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
} from '../../api/integrations/bankLink/payees';
import type { Tree } from '../tree';

/*
 * A linked bank (borrower-application §3, "Bank item"): items, accounts, monthly balances, 90 days of
 * transactions before the link with a payroll deposit every other Friday, the income predictions
 * api/domain makes from them, and monthly income snapshots. Amounts follow Plaid's sign: money in is
 * below 0. Items are the built-in sandbox bank's (api/integrations/bankLink/sandboxBankLink.ts), as
 * linking one without Plaid keys makes them: an access token it accepts, the item id its token
 * exchange gives, its checking and savings accounts under its account ids, and a sync cursor at the
 * link day, so the product's own bank calls work on demo items.
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
  /** A demo account's banks, instead of drawn ones. */
  banks?: readonly DemoBank[];
  /** Balances and income snapshots at these times after the link, instead of every 30 days. */
  readingsAt?: readonly number[];
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

/** A sandbox item: what exchanging a sandbox public token for this institution would have given. */
interface SandboxItem {
  institution: SandboxInstitution;
  /** The token's seed (sandboxBankLink.ts reads accounts and balances from it). */
  seed: string;
}

function sandboxItemFields(item: SandboxItem, linkedDay: string) {
  const { institution, seed } = item;
  return {
    plaidItemId: `item-sandbox-${hashId(seed)}`,
    accessToken: `access-sandbox-${institution.institutionId}-${seed}`,
    // Synced through the link day (sandboxBankLink.ts's cursor): a later sync brings the days since.
    syncCursor: Buffer.from(JSON.stringify({ through: linkedDay })).toString('base64url'),
    institutionId: institution.institutionId,
    institutionName: institution.name,
  };
}

/** An account as the sandbox's getAccounts lists it. */
function addAccount(tree: Tree, bankItemId: string, item: SandboxItem, subType: 'checking' | 'savings') {
  const name = subType === 'checking' ? 'Everyday Checking' : 'Savings';
  const plaidAccountId = `acc-${hashId(`${item.seed}|${subType}`)}`;
  const id = tree.add('bankAccounts', {
    bankItemId,
    plaidAccountId,
    mask: String(Math.floor(hashUnit(`${item.seed}|mask|${subType}`) * 10_000)).padStart(4, '0'),
    name,
    officialName: `${item.institution.name} ${name}`,
    type: 'depository',
    subType,
    verificationStatus: null,
  });
  return { id, plaidAccountId };
}

/** Reading times: at the link and then every 30 days up to the anchor, or the ones given. */
function readingTimes(tree: Tree, facts: BankFacts, offsetMs: number): number[] {
  if (facts.readingsAt) return [facts.linkedMs + offsetMs, ...facts.readingsAt];
  const times: number[] = [];
  for (let ms = facts.linkedMs + offsetMs; ms <= tree.clock.anchorMs && times.length < 6; ms += 30 * dayMs)
    times.push(ms);
  return times;
}

/** A balance at the link and then monthly up to the anchor (the portal reads six months). */
function addBalances(
  tree: Tree,
  account: { id: string; plaidAccountId: string },
  times: readonly number[],
  range: readonly [number, number],
  lastBelow: number | null,
): string | null {
  const { rng, clock } = tree;
  let lastId: string | null = null;
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
  for (const ms of readingTimes(tree, facts, hourMs)) {
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

/** The banks linked: a demo account's, else one (sometimes two) drawn, mostly still connected. */
function drawBanks(tree: Tree, facts: BankFacts): { institution: SandboxInstitution; connected: boolean }[] {
  const { rng } = tree;
  if (facts.banks) {
    return facts.banks.map((bank) => {
      const institution = sandboxInstitution(bank.institutionId);
      if (!institution)
        throw new Error(`catalog/demoAccounts.ts: no sandbox institution ${bank.institutionId}`);
      return { institution, connected: bank.connected };
    });
  }
  const institutions = [...sandboxInstitutions];
  const itemCount = rng.chance(0.15) ? 2 : 1;
  return Array.from({ length: itemCount }, (_, k) => ({
    institution: institutions.splice(rng.int(0, institutions.length - 1), 1)[0],
    connected: !(k === 0 && facts.firstItemDisconnected) && rng.chance(k === 0 ? 0.88 : 0.75),
  }));
}

export function addBank(tree: Tree, facts: BankFacts): LinkedBank {
  const { clock } = tree;
  const createdAt = clock.instant(facts.linkedMs);
  const result: LinkedBank = {
    linkedMs: facts.linkedMs,
    estimatedMonthlyIncome: null,
    disconnectedItemIds: [],
    overdraftId: null,
    nsfId: null,
    lowBalanceId: null,
    snapshots: [],
  };
  const times = readingTimes(tree, facts, 0);
  drawBanks(tree, facts).forEach(({ institution, connected }, k) => {
    let item: SandboxItem | undefined;
    const itemId = tree.add('bankItems', (id) => {
      item = { institution, seed: hashId(`relief-seed-item|${id}`) };
      return {
        applicationId: facts.applicationId,
        borrowerId: facts.borrowerId,
        ...sandboxItemFields(item, clock.day(facts.linkedMs)),
        isConnected: connected,
        isFinishedHistoricalUpdate: true,
        createdAt,
        updatedAt: createdAt,
      };
    });
    if (!connected) result.disconnectedItemIds.push(itemId);
    const checking = addAccount(tree, itemId, item!, 'checking');
    const savings = addAccount(tree, itemId, item!, 'savings');
    // The first item is the household's main account: pay comes in there, bills go out.
    const first = k === 0;
    const range = first && facts.runsShort ? ([15, 180] as const) : ([600, 4_200] as const);
    const lastBalanceId = addBalances(tree, checking, times, range, first ? facts.balanceBelow : null);
    if (first && facts.balanceBelow !== null) result.lowBalanceId = lastBalanceId;
    addBalances(tree, savings, times, first && facts.runsShort ? [0, 60] : [100, 6_000], null);
    if (first) addHistory(tree, facts, checking.id, result);
  });
  return result;
}

/** The main account's 90 days before the link, the income predictions and the snapshots from them. */
function addHistory(tree: Tree, facts: BankFacts, checkingId: string, result: LinkedBank): void {
  const { clock } = tree;
  const createdAt = clock.instant(facts.linkedMs);
  const transactions: (BankTransaction & { id: string })[] = [];
  const payrollIds: string[] = [];
  for (const draft of checkingDrafts(tree, facts)) {
    const isPayroll = draft.amount < 0;
    const id = tree.add('bankTransactions', (rowId) => ({
      bankAccountId: checkingId,
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
  result.estimatedMonthlyIncome = estimatedIncome(predictions);
  result.snapshots = addSnapshots(
    tree,
    facts,
    result.estimatedMonthlyIncome ?? facts.monthlyIncome,
    payrollIds,
  );
}
