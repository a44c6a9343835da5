import { describe, expect, it } from 'vitest';
import { asksForCleanSession, readApplicationEntry } from '../../api/domain/applicationEntry';

describe("the application's entry parameters (borrower-application §2)", () => {
  it('reads the type, router, referral id and every utm parameter', () => {
    expect(
      readApplicationEntry(
        '?applicationType=rental&router=eden&referral_id=R-42&utm_campaign=spring&utm_content=a&utm_medium=cpc&utm_source=google&utm_term=debt',
      ),
    ).toEqual({
      applicationType: 'rental',
      router: 'eden',
      referralId: 'R-42',
      utmCampaign: 'spring',
      utmContent: 'a',
      utmMedium: 'cpc',
      utmSource: 'google',
      utmTerm: 'debt',
    });
  });

  it('is credit by default, rental for a rental programme router, and drops an unknown router', () => {
    expect(readApplicationEntry('')).toMatchObject({ applicationType: 'credit', router: null });
    expect(readApplicationEntry('?router=midpen')).toMatchObject({
      applicationType: 'rental',
      router: 'midpen',
    });
    expect(readApplicationEntry('?router=fps')).toMatchObject({ applicationType: 'credit', router: 'fps' });
    expect(readApplicationEntry('?router=evil.example')).toMatchObject({ router: null });
  });

  it('trims marketing text and keeps at most 100 characters', () => {
    expect(readApplicationEntry(`?utm_source=${'x'.repeat(150)}&utm_term=%20%20`)).toMatchObject({
      utmSource: 'x'.repeat(100),
      utmTerm: null,
    });
  });

  it('starts clean only when the link says clearSession=1', () => {
    expect(asksForCleanSession('?router=eden&clearSession=1')).toBe(true);
    expect(asksForCleanSession('?clearSession=0')).toBe(false);
    expect(asksForCleanSession('')).toBe(false);
  });
});
