import type { MailMessage } from '../mailer';
import { english } from './en';
import { spanish } from './es';
import type { EmailContent, EmailContext, EmailLinks, EmailRenderers, MailLanguage } from './types';

export type { EmailContent, MailLanguage } from './types';

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
    forgotPassword: page('/forgot-password').href,
    // Written out, not through searchParams: the token is URL-safe, and the outbox's record then
    // reads `token=••••••` rather than the mask percent-encoded.
    confirmEmail: (token) => `${page('/confirm-email').href}?token=${token}`,
    page: (path) => page(path).href,
  };
}

/** A composed e-mail before anything is attached to it. */
export type ComposedEmail = Omit<MailMessage, 'attachments'>;

export function composeEmail(to: string, content: EmailContent, context: EmailContext): ComposedEmail {
  // The mapped type pairs each template with its content; TypeScript cannot follow that through a union.
  const render = renderers[context.language][content.template] as (
    content: EmailContent,
    links: EmailLinks,
    counselorPhone: string,
  ) => { subject: string; text: string };
  return { to, template: content.template, ...render(content, linksFor(context), context.counselorPhone) };
}

/** What stands in for a one-time code or a link's secret where a mail is kept for staff to read. */
export const maskedSecret = '••••••';

/**
 * The content as live's outbox keeps it: every code and token masked, so a lead reading the record
 * of a password-reset mail learns that it went, never the code (SECURITY.md §33).
 */
export function withoutSecrets(content: EmailContent): EmailContent {
  const masked: Record<string, unknown> = { ...content };
  for (const key of Object.keys(masked))
    if (/^(code|token)$|(Code|Token)$/.test(key) && typeof masked[key] === 'string')
      masked[key] = maskedSecret;
  return masked as unknown as EmailContent;
}
