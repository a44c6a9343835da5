import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
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
 * Just enough SMTP (RFC 5321 without extensions) for nodemailer to deliver to: 'accept' takes every
 * message, 'reject' refuses recipients with 550, 'silent' never greets (a hung server).
 */
export async function startFakeSmtpServer(initialMode: SmtpMode = 'accept'): Promise<FakeSmtpServer> {
  let mode = initialMode;
  const received: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    if (mode === 'silent') return;
    let mail: ReceivedMail = { from: '', to: [], data: '' };
    let inData = false;
    let buffered = '';
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake.smtp.test ESMTP');
    socket.on('data', (chunk) => {
      buffered += chunk.toString();
      let end: number;
      while ((end = buffered.indexOf('\r\n')) >= 0) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(mail);
            mail = { from: '', to: [], data: '' };
            reply('250 queued');
          } else mail.data += `${line}\n`;
          continue;
        }
        switch (line.slice(0, 4).toUpperCase()) {
          case 'MAIL':
            mail.from = line.slice('MAIL FROM:'.length);
            reply('250 ok');
            break;
          case 'RCPT':
            if (mode === 'reject') {
              reply('550 no such user');
              break;
            }
            mail.to.push(line.slice('RCPT TO:'.length));
            reply('250 ok');
            break;
          case 'DATA':
            inData = true;
            reply('354 end with .');
            break;
          case 'QUIT':
            reply('221 bye');
            socket.end();
            break;
          default:
            reply('250 fake.smtp.test');
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    setMode: (next) => {
      mode = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
