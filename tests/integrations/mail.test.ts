import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { MailDeliveryFailed, type MailMessage } from '../../api/integrations/mail/mailer';
import { OutboxMailer } from '../../api/integrations/mail/outboxMailer';
import { SmtpMailer } from '../../api/integrations/mail/smtpMailer';
import { composeEmail, type EmailContent, type MailLanguage } from '../../api/integrations/mail/templates';
import { startFakeSmtpServer, type FakeSmtpServer } from './fakeSmtpServer';

const context = (language: MailLanguage) => ({
  language,
  origin: 'https://relief.example.org',
  counselorPhone: '1-800-388-2227',
});

const everyTemplate: EmailContent[] = [
  { template: 'initialEmail', firstName: 'Ana', email: 'ana+debt@example.com', code: '482913' },
  { template: 'passwordResetCode', email: 'ana@example.com', code: '105577' },
  { template: 'obtainedOffer', firstName: 'Ana' },
  { template: 'completedRentalApplication', firstName: 'Ana' },
  { template: 'passwordChanged' },
  { template: 'emailChanged', newEmail: 'ana.new@example.com' },
  {
    template: 'confirmEmailChange',
    newEmail: 'ana.new@example.com',
    token: 'p3Xq-9vT_kLm2Zr8sWy4Hn6Jd0Bc5Fa7Ge1Ui3Ox2Qw',
  },
  { template: 'emailChangeRequested', newEmail: 'ana.new@example.com' },
];

describe('e-mail templates', () => {
  it('links the initial e-mail to /verification-code with the e-mail and code in the query', () => {
    const message = composeEmail('ana+debt@example.com', everyTemplate[0], context('en'));
    const link = new URL(/https:\/\/\S+\?\S+/.exec(message.text)![0]);
    expect(link.origin + link.pathname).toBe('https://relief.example.org/verification-code');
    expect(link.searchParams.get('email')).toBe('ana+debt@example.com');
    expect(link.searchParams.get('code')).toBe('482913');
    expect(message).toMatchObject({ to: 'ana+debt@example.com', template: 'initialEmail' });
  });

  it('links a change of e-mail to /confirm-email with its token, in the reader’s language', () => {
    const content = everyTemplate.find((c) => c.template === 'confirmEmailChange')!;
    for (const [language, path] of [
      ['en', '/confirm-email'],
      ['es', '/es/confirm-email'],
    ] as const) {
      const message = composeEmail('ana.new@example.com', content, context(language));
      const link = new URL(/https:\/\/\S+\?\S+/.exec(message.text)![0]);
      expect(link.origin + link.pathname).toBe(`https://relief.example.org${path}`);
      expect(link.searchParams.get('token')).toBe('p3Xq-9vT_kLm2Zr8sWy4Hn6Jd0Bc5Fa7Ge1Ui3Ox2Qw');
    }
  });

  it('sends Spanish readers to the Spanish pages', () => {
    const message = composeEmail('ana@example.com', everyTemplate[0], context('es'));
    expect(message.text).toContain('https://relief.example.org/es/verification-code?email=');
    expect(message.subject).toContain('contraseña');
  });

  it.each(['en', 'es'] as const)('writes every template in %s, with its facts and no gaps', (language) => {
    for (const content of everyTemplate) {
      const message = composeEmail('ana@example.com', content, context(language));
      expect(message.template).toBe(content.template);
      expect(message.subject.length).toBeGreaterThan(10);
      expect(message.text).not.toMatch(/undefined|null|\$\{/);
      if ('code' in content) expect(message.text).toContain(content.code);
      if ('token' in content) expect(message.text).toContain(content.token);
      if ('firstName' in content) expect(message.text).toContain('Ana');
      if ('newEmail' in content) expect(message.text).toContain(content.newEmail);
      if (content.template !== 'passwordResetCode') expect(message.text).toContain('1-800-388-2227');
    }
  });

  it('says the same things in both languages but not in the same words', () => {
    for (const content of everyTemplate) {
      const english = composeEmail('ana@example.com', content, context('en'));
      const spanish = composeEmail('ana@example.com', content, context('es'));
      expect(spanish.subject).not.toBe(english.subject);
      expect(spanish.text).not.toBe(english.text);
    }
  });
});

describe('OutboxMailer', () => {
  it('hands the whole message to the outbox and logs no code', async () => {
    const recorded: MailMessage[] = [];
    const logLines: string[] = [];
    const logger = pino({}, { write: (line: string) => logLines.push(line) });
    const message = composeEmail('ana@example.com', everyTemplate[1], context('en'));
    await new OutboxMailer(async (m) => void recorded.push(m), logger).send(message);
    expect(recorded).toEqual([message]);
    expect(logLines.join('')).toContain('passwordResetCode');
    expect(logLines.join('')).not.toContain('105577');
  });

  it('fails when the outbox cannot be written, so the caller knows', async () => {
    const mailer = new OutboxMailer(() => Promise.reject(new Error('database is locked')));
    await expect(mailer.send(composeEmail('a@example.com', everyTemplate[2], context('en')))).rejects.toThrow(
      'locked',
    );
  });
});

describe('SmtpMailer over nodemailer', () => {
  let smtp: FakeSmtpServer | undefined;
  afterEach(() => smtp?.close());
  const message = composeEmail('ana@example.com', everyTemplate[2], context('en'));
  const mailer = (url: string, timeoutMs = 2_000) =>
    new SmtpMailer({ smtpUrl: url, from: 'Relief Service <no-reply@example.org>', timeoutMs });

  it('delivers the message from MAIL_FROM to the recipient', async () => {
    smtp = await startFakeSmtpServer();
    await mailer(smtp.url).send(message);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail.from).toBe('no-reply@example.org');
    expect(mail.to).toEqual(['ana@example.com']);
    expect(mail.subject).toBe('Your debt-relief offers are ready');
    expect(mail.template).toBe('obtainedOffer');
    expect(mail.text.trim()).toBe(message.text.trim());
  });

  it('throws MailDeliveryFailed with the SMTP code when the server refuses', async () => {
    smtp = await startFakeSmtpServer('reject');
    await expect(mailer(smtp.url).send(message)).rejects.toThrow(
      new MailDeliveryFailed('SMTP delivery failed (550)'),
    );
  });

  // nodemailer's own greeting timeout is 30 s: finishing inside this test's 5 s proves ours applies.
  it('gives up within the timeout when the server never answers', { timeout: 5_000 }, async () => {
    smtp = await startFakeSmtpServer('silent');
    await expect(mailer(smtp.url, 200).send(message)).rejects.toBeInstanceOf(MailDeliveryFailed);
  });
});
