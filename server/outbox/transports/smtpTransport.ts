import nodemailer from 'nodemailer';
import { describeError, type DeliveryOutcome, type Transport } from './transport';

/**
 * The connection options from SMTP_URL (`smtp://user:password@host:port` or `smtps://…`, user and password
 * percent-encoded): smtps speaks TLS from the first byte, smtp upgrades with STARTTLS when the server offers it.
 * Bounded waits, so a server that accepts the connection and then hangs cannot hold a message past its lease.
 */
export function smtpOptions(smtpUrl: string) {
  const url = new URL(smtpUrl);
  return {
    host: url.hostname,
    ...(url.port ? { port: Number(url.port) } : {}),
    secure: url.protocol === 'smtps:',
    ...(url.username ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } } : {}),
    pool: true as const,
    maxConnections: 2,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  };
}

/** An SMTP reply code of the 5xx class is a permanent refusal (RFC 5321 4.2.1); anything else may pass on a retry. */
function outcomeOf(error: unknown): DeliveryOutcome {
  const code = typeof error === 'object' && error !== null && 'responseCode' in error ? Number(error.responseCode) : NaN;
  const reason = describeError(error);
  return code >= 500 && code < 600 ? { kind: 'refused', reason } : { kind: 'failed', reason };
}

/** Mail over SMTP with nodemailer (issue 30): UTF-8 text and HTML parts, the delivery key as the Message-ID. */
export function smtpTransport(smtpUrl: string, mailFrom: string): Transport {
  const transporter = nodemailer.createTransport(smtpOptions(smtpUrl));
  const domain = mailFrom.replace(/^.*@/, '').replace(/>.*$/, '');
  return {
    name: 'smtp',
    async deliver(message) {
      try {
        await transporter.sendMail({
          from: mailFrom,
          to: message.recipient,
          subject: message.subject ?? '',
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
          messageId: `<${message.deliveryKey}@${domain}>`,
          textEncoding: 'base64',
          disableFileAccess: true,
          disableUrlAccess: true,
        });
        return { kind: 'sent' };
      } catch (error) {
        return outcomeOf(error);
      }
    },
    async close() {
      transporter.close();
    },
  };
}
