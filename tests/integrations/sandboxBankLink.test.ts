import { describe, expect, it } from 'vitest';
import { BankLinkError } from '../../api/integrations/bankLink/bankLink';
import { createSandboxPublicToken, SandboxBankLink } from '../../api/integrations/bankLink/sandboxBankLink';
import { sandboxInstitutions } from '../../api/integrations/bankLink/sandboxInstitutions';

const at = (iso: string) => new SandboxBankLink({ now: () => new Date(iso) });
const bank = at('2025-06-15T15:00:00Z');

async function link(institutionId = 'ins_109508') {
  return bank.exchangePublicToken(createSandboxPublicToken(institutionId));
}

describe('SandboxBankLink', () => {
  it('offers a few institutions, each linking a checking and a savings account', async () => {
    expect(sandboxInstitutions.length).toBeGreaterThanOrEqual(3);
    for (const { institutionId } of sandboxInstitutions) {
      const { accessToken, itemId } = await link(institutionId);
      expect(itemId).toMatch(/^item-sandbox-/);
      expect((await bank.getAccounts(accessToken)).map((a) => [a.type, a.subType])).toEqual([
        ['depository', 'checking'],
        ['depository', 'savings'],
      ]);
    }
  });

  it('issues public tokens of the form sandbox-public-<institutionId>-<random>', () => {
    const token = createSandboxPublicToken('ins_109509');
    expect(token).toMatch(/^sandbox-public-ins_109509-[0-9a-f]+$/);
    expect(createSandboxPublicToken('ins_109509')).not.toBe(token);
    expect(() => createSandboxPublicToken('ins_1')).toThrow(BankLinkError);
  });

  it('rejects public and access tokens it did not issue', async () => {
    await expect(bank.exchangePublicToken('public-sandbox-123')).rejects.toMatchObject({
      errorCode: 'INVALID_PUBLIC_TOKEN',
    });
    await expect(bank.exchangePublicToken('sandbox-public-ins_1-abcdef12')).rejects.toMatchObject({
      errorCode: 'INVALID_PUBLIC_TOKEN',
    });
    await expect(bank.getBalances('access-sandbox-nope')).rejects.toMatchObject({
      errorCode: 'INVALID_ACCESS_TOKEN',
    });
  });

  it('syncs 90 days of transactions with a payroll deposit every other Friday', async () => {
    const { accessToken } = await link();
    const [checking] = await bank.getAccounts(accessToken);
    const sync = await bank.syncTransactions(accessToken, null);
    const dates = sync.added.map((t) => t.date).sort();
    expect(dates[0] >= '2025-03-18' && dates[dates.length - 1] <= '2025-06-15').toBe(true);

    const payroll = sync.added.filter((t) => t.name.endsWith('DIRECT DEP'));
    expect(payroll.length).toBeGreaterThanOrEqual(6);
    for (const deposit of payroll) {
      expect(deposit.amount).toBeLessThan(0); // Plaid: negative is money in
      expect(deposit.plaidAccountId).toBe(checking.plaidAccountId);
      expect(new Date(`${deposit.date}T00:00:00Z`).getUTCDay()).toBe(5);
    }
    const gaps = payroll
      .slice(1)
      .map((t, i) => (Date.parse(t.date) - Date.parse(payroll[i].date)) / 86_400_000);
    expect(new Set(gaps)).toEqual(new Set([14]));
    expect(sync.added.filter((t) => t.date.endsWith('-01') && t.amount >= 1000)).toHaveLength(3);
    expect(new Set(sync.added.map((t) => t.plaidTransactionId)).size).toBe(sync.added.length);
  });

  it('is deterministic for an item and brings only the new days on the next sync', async () => {
    const { accessToken } = await link();
    const first = await bank.syncTransactions(accessToken, null);
    expect(await bank.syncTransactions(accessToken, null)).toEqual(first);

    const later = await at('2025-06-20T15:00:00Z').syncTransactions(accessToken, first.nextCursor);
    expect(later.added.length).toBeGreaterThan(0);
    expect(later.added.every((t) => t.date > '2025-06-15' && t.date <= '2025-06-20')).toBe(true);
    expect(later.hasMore).toBe(false);
    await expect(bank.syncTransactions(accessToken, 'garbage')).rejects.toMatchObject({
      errorCode: 'INVALID_FIELD',
    });
  });

  it('shows overdraft and NSF fees only at the institution whose household runs short', async () => {
    const feesAt = async (institutionId: string) => {
      const { accessToken } = await link(institutionId);
      const { added } = await bank.syncTransactions(accessToken, null);
      return added.filter((t) => /OVERDRAFT|\bNSF\b/.test(t.name)).length;
    };
    expect(await feesAt('ins_109510')).toBeGreaterThan(0);
    expect(await feesAt('ins_109508')).toBe(0);
  });

  it('reports balances whose available amount never exceeds the current one', async () => {
    const { accessToken } = await link();
    for (const balance of await bank.getBalances(accessToken)) {
      expect(balance.available!).toBeLessThanOrEqual(balance.current!);
      expect(balance.current!).toBeGreaterThan(0);
    }
  });
});
