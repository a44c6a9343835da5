import { describe, expect, it } from 'vitest';
import { reconnectLinkRefusal } from '../../api/domain/reconnectLink';

const now = new Date('2026-11-23T15:00:00Z');
const ready = { email: 'ana@example.com', bankItems: [{ isConnected: false }], lastSentAt: null, now };

describe('sending a reconnect link', () => {
  it('is allowed with a disconnected bank, or none at all', () => {
    expect(reconnectLinkRefusal(ready)).toBeNull();
    expect(reconnectLinkRefusal({ ...ready, bankItems: [] })).toBeNull();
    expect(
      reconnectLinkRefusal({ ...ready, bankItems: [{ isConnected: true }, { isConnected: false }] }),
    ).toBeNull();
  });

  it('is refused when every bank is connected, or there is no e-mail', () => {
    expect(reconnectLinkRefusal({ ...ready, bankItems: [{ isConnected: true }] })).toMatch(
      /nothing to reconnect/,
    );
    expect(reconnectLinkRefusal({ ...ready, email: null })).toMatch(/no e-mail/);
  });

  it('is refused within 24 hours of the last link, and allowed at 24 hours', () => {
    expect(reconnectLinkRefusal({ ...ready, lastSentAt: '2026-11-22T15:00:01Z' })).toMatch(/last 24 hours/);
    expect(reconnectLinkRefusal({ ...ready, lastSentAt: '2026-11-22T15:00:00Z' })).toBeNull();
  });
});
