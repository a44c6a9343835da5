import { describe, expect, it, vi } from 'vitest';
import { mailLanguage } from '../../api/domain/applicationOptions';
import { MailDeliveryFailed } from '../../api/integrations/mail/mailer';
import { createLogger } from '../../api/logger';
import { demoPhones } from '../../api/domain/helpPhone';
import { sendMail, type OnMailFailure } from '../../api/services/mail';
import type { JobQueue } from '../../api/jobs/queue';
import type { Database } from '../../db/client';

describe('the one language rule of e-mail', () => {
  it('takes the first choice that is one of our languages, else English', () => {
    expect(mailLanguage('es')).toBe('es');
    expect(mailLanguage(null, 'es')).toBe('es');
    expect(mailLanguage('en', 'es')).toBe('en');
    expect(mailLanguage('fr', 'es')).toBe('es');
    expect(mailLanguage('fr', undefined)).toBe('en');
    expect(mailLanguage()).toBe('en');
  });
});

describe('the one mail sender', () => {
  /** Without SMTP, an outbox that refuses every message, and the sender's log. */
  function refusingDeps() {
    const logger = createLogger('silent');
    const warn = vi.spyOn(logger, 'warn');
    const mailer = { send: () => Promise.reject(new MailDeliveryFailed('refused')) };
    const modes = { bankLink: 'sandbox', phoneCheck: 'offline', mailer: 'outbox' } as const;
    const deps = {
      publicOrigin: 'https://relief.example.org',
      phones: demoPhones,
      integrations: { mailer, modes },
      logger,
      // Without SMTP nothing is queued.
      database: {} as Database,
      jobs: {} as JobQueue,
    };
    return { deps, warn };
  }
  const mail = (onFailure: OnMailFailure) => ({
    to: 'dana@example.com',
    content: { template: 'passwordChanged' as const },
    language: 'es' as const,
    onFailure,
  });

  it("throws a failed delivery to a caller who asks for 'throw'", async () => {
    const { deps, warn } = refusingDeps();
    await expect(sendMail(deps, mail('throw'))).rejects.toBeInstanceOf(MailDeliveryFailed);
    expect(warn).not.toHaveBeenCalled();
  });

  it("logs a failed delivery and goes on for a caller who asks for 'log'", async () => {
    const { deps, warn } = refusingDeps();
    await expect(sendMail(deps, mail('log'))).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ template: 'passwordChanged' }),
      'e-mail not sent',
    );
  });
});
