import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message as the server took it: the envelope, and the message parsed as a mail client reads it. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  /** The X-Template header the product sets. */
  template: string | undefined;
  attachments: { filename: string | undefined; contentType: string; content: Buffer }[];
}

export interface FakeSmtpServer {
  url: string;
  received: ReceivedMail[];
  /** Changes how the server answers from the next connection on (an outage, then its end). */
  setMode(mode: SmtpMode): void;
  close(): Promise<void>;
}

type SmtpMode = 'accept' | 'reject' | 'silent';

/**
 * A real SMTP server on loopback (the npm package smtp-server, nodemailer's own): 'accept' takes
 * every message, 'reject' refuses recipients with 550, 'silent' never greets (a hung server).
 */
export async function startFakeSmtpServer(initialMode: SmtpMode = 'accept'): Promise<FakeSmtpServer> {
  let mode = initialMode;
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // A hung client's connection is not waited on when a test ends.
    closeTimeout: 1_000,
    // Not calling back holds the greeting back: the client waits, as on a server that hangs.
    onConnect: (_session, callback) => {
      if (mode !== 'silent') callback();
    },
    onRcptTo: (_address, _session, callback) => {
      if (mode !== 'reject') return callback();
      callback(Object.assign(new Error('no such user'), { responseCode: 550 }));
    },
    onData: (stream, session, callback) => {
      simpleParser(stream).then(
        (parsed) => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            template: parsed.headers.get('x-template')?.toString(),
            attachments: parsed.attachments.map(({ filename, contentType, content }) => ({
              filename,
              contentType,
              content,
            })),
          });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    setMode: (next) => {
      mode = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
