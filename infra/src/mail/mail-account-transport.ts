import nodemailer, { type Transporter } from 'nodemailer';

/** What nodemailer needs of a branch's mail account, password already opened. */
export interface MailAccountConnection {
  readonly host: string;
  readonly port: number;
  readonly outgoingProtocol: 'SMTP' | 'SMTPS';
  readonly username: string;
  readonly password: string;
}

/** A connection test must answer the form in seconds, not hang on a silent host. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** A transport through the branch's own server: TLS from the start for SMTPS, STARTTLS when offered otherwise. */
export function mailAccountTransport(account: MailAccountConnection, pooled = false): Transporter {
  return nodemailer.createTransport({
    host: account.host,
    port: account.port,
    secure: account.outgoingProtocol === 'SMTPS',
    auth: { user: account.username, pass: account.password },
    ...TIMEOUTS,
    ...(pooled ? { pool: true, maxConnections: 5 } : {}),
  });
}

export type MailAccountCheck = 'SUCCESS' | 'AUTHENTICATION_FAILED' | 'ERROR';

/** Nodemailer's sign of a refused login: its EAUTH code or an SMTP 535/534 answer. */
function isAuthFailure(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  return code === 'EAUTH' || responseCode === 535 || responseCode === 534;
}

/** Connects, greets and signs in (nodemailer `verify()`), then hangs up: no mail is sent. */
export async function checkMailAccount(account: MailAccountConnection): Promise<MailAccountCheck> {
  const transport = mailAccountTransport(account);
  try {
    await transport.verify();
    return 'SUCCESS';
  } catch (error) {
    return isAuthFailure(error) ? 'AUTHENTICATION_FAILED' : 'ERROR';
  } finally {
    transport.close();
  }
}
