import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message the local server accepted: its recipients and its text, decoded enough to read. */
export interface ReceivedEmail {
  to: string[];
  text: string;
}

/** A real SMTP server on a local port, as a shop's provider would be (issue 14 §5). */
export interface LocalSmtp {
  url: string;
  received: ReceivedEmail[];
  close(): Promise<void>;
}

export async function startLocalSmtp(): Promise<LocalSmtp> {
  const received: ReceivedEmail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          text: readableEmail(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Quoted-printable soft breaks, escapes and encoded words of a raw message, decoded. */
export function readableEmail(raw: string): string {
  const words = raw.replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_match, text: string) =>
    text.replace(/_/g, ' '),
  );
  const unfolded = words.replace(/=\r?\n/g, '');
  const decoded = unfolded.replace(/(=[0-9A-F]{2})+/g, (run) =>
    Buffer.from(
      run
        .split('=')
        .slice(1)
        .map((hex) => parseInt(hex, 16)),
    ).toString('utf8'),
  );
  return decoded.replace(/\r\n\s+/g, ' ');
}
