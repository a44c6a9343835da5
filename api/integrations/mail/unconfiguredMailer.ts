import { MailDeliveryFailed, type Mailer } from './mailer';

/** Live without SMTP_URL, which only a command-line tool meets (live does not serve without it). */
export class UnconfiguredMailer implements Mailer {
  async send(): Promise<void> {
    throw new MailDeliveryFailed('SMTP_URL is not set: live sends mail only through SMTP');
  }
}
