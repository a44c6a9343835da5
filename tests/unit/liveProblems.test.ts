import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../api/config';
import { liveProblems } from '../../api/workspace';

const ready = {
  AGENCY_PHONE: '1-877-732-4101',
  COUNSELOR_PHONE: '1-877-732-4102',
  RENTAL_PROGRAM_PHONE: '1-877-732-4103',
  ALT_LANGUAGE_PHONE: '1-877-732-4104',
  DATA_ENCRYPTION_KEY: 'dGVzdC1rZXktdGVzdC1rZXktdGVzdC1rZXktdGVzdC0=',
  SMTP_URL: 'smtp://mail.agency.org:587',
};

/** What keeps live from serving (api/workspace.ts): each problem names the setting to fix. */
describe('live is ready to serve real borrowers', () => {
  it('with its help lines, its key and real mail', () => {
    expect(liveProblems(loadConfig(ready))).toEqual([]);
  });

  it('not without real mail: its codes would have nowhere true to go', () => {
    expect(liveProblems(loadConfig({ ...ready, SMTP_URL: undefined }))).toEqual([
      expect.stringMatching(/^SMTP_URL is not set/),
    ]);
  });

  it("not with Plaid's sandbox, whose test banks would show made-up accounts", () => {
    const plaid = { PLAID_CLIENT_ID: 'client', PLAID_SECRET: 'secret' };
    expect(liveProblems(loadConfig({ ...ready, ...plaid, PLAID_ENV: 'sandbox' }))).toEqual([
      expect.stringMatching(/^PLAID_ENV is 'sandbox'/),
    ]);
    expect(liveProblems(loadConfig({ ...ready, ...plaid }))).toEqual([]);
  });
});
