import nodemailer from 'nodemailer';

/** One e-mail to send. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends e-mail; the outbox sweep calls it outside any transaction (architecture §3). */
export interface Mailer {
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}

/**
 * SMTP through nodemailer, from `SMTP_URL` (smtp://user:pass@host:587, or smtps:// for TLS from
 * the first byte). Short timeouts: a slow server delays the next sweep, never a request.
 */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(
    {
      url: smtpUrl,
      pool: true,
      maxConnections: 2,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    },
    { from },
  );
  return {
    async send(email) {
      await transport.sendMail(email);
    },
    close() {
      transport.close();
    },
  };
}
