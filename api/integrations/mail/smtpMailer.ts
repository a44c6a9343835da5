import nodemailer, { type Transporter } from 'nodemailer';
// The file itself: Node's ESM loader does not resolve a package's folders (the compiled server).
import SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import { MailDeliveryFailed, type Mailer, type MailMessage } from './mailer';

export interface SmtpSettings {
  /** smtp://user:pass@host:port or smtps://… */
  smtpUrl: string;
  from: string;
  timeoutMs: number;
}

export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(private readonly settings: SmtpSettings) {
    const { smtpUrl, timeoutMs } = settings;
    // nodemailer's defaults wait minutes for a silent server; a request must not.
    this.transport = nodemailer.createTransport(
      new SMTPTransport({
        url: smtpUrl,
        connectionTimeout: timeoutMs,
        greetingTimeout: timeoutMs,
        socketTimeout: timeoutMs,
      }),
    );
  }

  async send({ to, subject, text, template, attachments = [] }: MailMessage): Promise<void> {
    try {
      await this.transport.sendMail({
        from: this.settings.from,
        to,
        subject,
        text,
        attachments: attachments.map(({ filename, contentType, content }) => ({
          filename,
          contentType,
          content,
        })),
        headers: { 'X-Template': template },
      });
    } catch (error) {
      // Only the SMTP reply code travels on: the error also carries the envelope and connection.
      const code =
        error instanceof Error && 'responseCode' in error ? String(error.responseCode) : 'no answer';
      throw new MailDeliveryFailed(`SMTP delivery failed (${code})`);
    }
  }
}
