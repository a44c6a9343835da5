import type { MailMessage } from '../mailer';
import { english } from './en';
import { spanish } from './es';

export type MailLanguage = 'en' | 'es';

/** Each template with the facts it needs. */
export type EmailContent =
  /** After About you: the account exists with a random password; this link lets the borrower set one. */
  | { template: 'initialEmail'; firstName: string; email: string; code: string }
  | { template: 'passwordResetCode'; email: string; code: string }
  /** After a password change or reset: tells the owner, so a change they did not make is noticed. */
  | { template: 'passwordChanged' }
  /** To the old address after an e-mail change, for the same reason. */
  | { template: 'emailChanged'; newEmail: string }
  | { template: 'obtainedOffer'; firstName: string }
  | { template: 'completedRentalApplication'; firstName: string }
  /** A rep's link to reconnect a disconnected (or never connected) bank, in the portal. */
  | { template: 'bankReconnect'; firstName: string };

export type EmailTemplate = EmailContent['template'];

export interface EmailContext {
  language: MailLanguage;
  /** The site's public origin, for absolute links. */
  origin: string;
  counselorPhone: string;
}

/** Absolute links to the site, in the reader's language (Spanish pages live under /es). */
export interface EmailLinks {
  verificationCode: (email: string, code: string) => string;
  verificationCodePage: string;
  signIn: string;
  bankConnections: string;
}

export type EmailRenderers = {
  [T in EmailTemplate]: (
    content: Extract<EmailContent, { template: T }>,
    links: EmailLinks,
    counselorPhone: string,
  ) => { subject: string; text: string };
};

const renderers: Record<MailLanguage, EmailRenderers> = { en: english, es: spanish };

function linksFor({ language, origin }: EmailContext): EmailLinks {
  const page = (path: string) => new URL(`${language === 'es' ? '/es' : ''}${path}`, origin);
  return {
    verificationCode: (email, code) => {
      const url = page('/verification-code');
      url.searchParams.set('email', email);
      url.searchParams.set('code', code);
      return url.href;
    },
    verificationCodePage: page('/verification-code').href,
    signIn: page('/sign-in').href,
    bankConnections: page('/customer-portal/bank-connections').href,
  };
}

export function composeEmail(to: string, content: EmailContent, context: EmailContext): MailMessage {
  // The mapped type pairs each template with its content; TypeScript cannot follow that through a union.
  const render = renderers[context.language][content.template] as (
    content: EmailContent,
    links: EmailLinks,
    counselorPhone: string,
  ) => { subject: string; text: string };
  return { to, template: content.template, ...render(content, linksFor(context), context.counselorPhone) };
}
