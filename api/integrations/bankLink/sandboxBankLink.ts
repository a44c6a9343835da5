import { randomBytes, randomUUID } from 'node:crypto';
import { toCents, toDollars } from '../../domain/money';
import { addDays, isIsoDate, todayIn } from '../../domain/dates';
import { hashId, hashUnit } from '../seededRandom';
import {
  BankLinkError,
  type AccountBalanceReading,
  type BankLink,
  type BankTransaction,
  type LinkedAccount,
  type TransactionsSync,
} from './bankLink';
import { sandboxInstitution } from './sandboxInstitutions';
import { transactionsOn, type SandboxItem } from './sandboxTransactions';

const historyDays = 90;
const publicTokenPattern = /^sandbox-public-(ins_\d+)-([0-9a-f]{8,64})$/;
const accessTokenPattern = /^access-sandbox-(ins_\d+)-([0-9a-f]{8,64})$/;

/** What the sandbox Link dialog hands over on success, like Plaid Link's public token. */
export function createSandboxPublicToken(institutionId: string): string {
  if (!sandboxInstitution(institutionId))
    throw new BankLinkError('INVALID_INSTITUTION', 'Unknown sandbox institution');
  return `sandbox-public-${institutionId}-${randomBytes(12).toString('hex')}`;
}

/**
 * The built-in sandbox bank, used when no Plaid keys are configured. It keeps no state: the access
 * token names the institution and a seed, and accounts, balances and 90 days of transactions
 * (bi-weekly payroll, housing, bills, groceries…) follow from them, so any process answers alike.
 * Sync cursors carry the last day delivered; a later sync brings the days since.
 */
export class SandboxBankLink implements BankLink {
  private readonly now: () => Date;

  constructor(options: { now?: () => Date } = {}) {
    this.now = options.now ?? (() => new Date());
  }

  async createLinkToken(): Promise<string> {
    return `link-sandbox-${randomUUID()}`;
  }

  async exchangePublicToken(publicToken: string): Promise<{ accessToken: string; itemId: string }> {
    const match = publicTokenPattern.exec(publicToken);
    if (!match || !sandboxInstitution(match[1])) {
      throw new BankLinkError('INVALID_PUBLIC_TOKEN', 'The public token is not a sandbox public token');
    }
    const [, institutionId, seed] = match;
    return { accessToken: `access-sandbox-${institutionId}-${seed}`, itemId: `item-sandbox-${hashId(seed)}` };
  }

  async getAccounts(accessToken: string): Promise<LinkedAccount[]> {
    const { item, institutionName } = itemOf(accessToken);
    const account = (id: string, subType: 'checking' | 'savings', name: string): LinkedAccount => ({
      plaidAccountId: id,
      mask: String(Math.floor(hashUnit(`${item.seed}|mask|${subType}`) * 10_000)).padStart(4, '0'),
      name,
      officialName: `${institutionName} ${name}`,
      type: 'depository',
      subType,
      verificationStatus: null,
    });
    return [
      account(item.checkingId, 'checking', 'Everyday Checking'),
      account(item.savingsId, 'savings', 'Savings'),
    ];
  }

  async getBalances(accessToken: string): Promise<AccountBalanceReading[]> {
    const { item } = itemOf(accessToken);
    const between = (label: string, [min, max]: readonly [number, number]) =>
      toDollars(toCents(min + hashUnit(`${item.seed}|${label}`) * (max - min)));
    const checking = between('checkingBalance', item.household.checkingBalance);
    const savings = between('savingsBalance', item.household.savingsBalance);
    // Card holds make checking's available balance a little lower than its current one.
    const held = Math.min(checking, between('holds', [0, 60]));
    return [
      { plaidAccountId: item.checkingId, current: checking, available: toDollars(toCents(checking - held)) },
      { plaidAccountId: item.savingsId, current: savings, available: savings },
    ];
  }

  async syncTransactions(accessToken: string, cursor: string | null): Promise<TransactionsSync> {
    const { item } = itemOf(accessToken);
    const today = todayIn(this.now());
    const from = cursor ? addDays(deliveredThrough(cursor), 1) : addDays(today, 1 - historyDays);
    const added: BankTransaction[] = [];
    for (let day = from; day <= today; day = addDays(day, 1)) added.push(...transactionsOn(item, day));
    return { added, modified: [], removed: [], nextCursor: encodeCursor(today), hasMore: false };
  }
}

function itemOf(accessToken: string): { item: SandboxItem; institutionName: string } {
  const match = accessTokenPattern.exec(accessToken);
  const institution = match && sandboxInstitution(match[1]);
  if (!match || !institution)
    throw new BankLinkError('INVALID_ACCESS_TOKEN', 'The access token is not a sandbox one');
  const seed = match[2];
  return {
    item: {
      seed,
      household: institution.household,
      checkingId: `acc-${hashId(`${seed}|checking`)}`,
      savingsId: `acc-${hashId(`${seed}|savings`)}`,
    },
    institutionName: institution.name,
  };
}

const encodeCursor = (through: string) => Buffer.from(JSON.stringify({ through })).toString('base64url');

function deliveredThrough(cursor: string): string {
  const through = parseCursor(cursor);
  if (!through) throw new BankLinkError('INVALID_FIELD', 'The sync cursor is not one this sandbox issued');
  return through;
}

function parseCursor(cursor: string): string | undefined {
  try {
    const { through } = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as { through?: unknown };
    return typeof through === 'string' && isIsoDate(through) ? through : undefined;
  } catch {
    return undefined;
  }
}
