import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config';

export interface MailMessage {
  to: string;
  /** Where an answer to this email should go, when not to the sender address. */
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** A calendar invitation: sent as the text/calendar part calendars act on, and attached as a file. */
  icalEvent?: { method: 'REQUEST' | 'CANCEL' | 'PUBLISH'; filename: string; content: string };
  /** Extra headers (a job alert's List-Unsubscribe), sent as they are by SMTP and the outbox alike. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** 'smtp' when SMTP_URL is set, else 'outbox': messages saved as .eml files under DATA_DIR/outbox. */
  kind: 'smtp' | 'outbox';
}

function fileSafe(text: string) {
  return text
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40)
    .toLowerCase();
}

/**
 * Real email. With SMTP_URL it goes out through that server; without, each message is written to the
 * development outbox, its file logged, so a newcomer can follow a reset link with no mail set-up.
 */
export function createMailer(
  mail: Pick<Config['mail'], 'smtpUrl' | 'from' | 'outboxDir'>,
  log: FastifyBaseLogger,
): Mailer {
  if (mail.smtpUrl) {
    // A mail server that stops answering fails the send within 20 seconds, before its task is taken for
    // lost (tasks.ts), so one email is not sent twice by two attempts at once.
    const transport: Transporter = nodemailer.createTransport({
      url: mail.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    return {
      kind: 'smtp',
      async send(message) {
        await transport.sendMail({ from: mail.from, ...message });
        log.info({ to: message.to, subject: message.subject }, 'email sent');
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(message) {
      const info = await transport.sendMail({ from: mail.from, ...message });
      await mkdir(mail.outboxDir, { recursive: true });
      const file = path.join(
        mail.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${fileSafe(message.to)}-${fileSafe(message.subject)}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      // Its links can carry a reset token, so the log says where the message is, not what it says.
      log.info({ subject: message.subject, file }, `email saved to the outbox: ${file}`);
    },
  };
}
