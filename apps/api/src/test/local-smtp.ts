import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message the local server accepted. */
export interface ReceivedEmail {
  to: string[];
  raw: string;
}

/** A real SMTP server on a local port: what it received, and whether it refuses recipients. */
export interface LocalSmtp {
  port: number;
  url: string;
  received: ReceivedEmail[];
  refuse: boolean;
  close(): Promise<void>;
}

export async function startLocalSmtp(): Promise<LocalSmtp> {
  const received: ReceivedEmail[] = [];
  const state = { refuse: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (state.refuse) callback(new Error('Caixa postal cheia'));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    get refuse() {
      return state.refuse;
    },
    set refuse(value: boolean) {
      state.refuse = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Quoted-printable and encoded words of a raw message, decoded enough to read it. */
export function readableEmail(raw: string): string {
  const words = raw.replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_match, text: string) =>
    text.replace(/_/g, ' '),
  );
  const unfolded = words.replace(/=\r?\n/g, '');
  const bytes = unfolded.replace(/(=[0-9A-F]{2})+/g, (run) =>
    Buffer.from(
      run
        .split('=')
        .slice(1)
        .map((hex) => parseInt(hex, 16)),
    ).toString('utf8'),
  );
  return bytes.replace(/\r\n\s+/g, ' ');
}
