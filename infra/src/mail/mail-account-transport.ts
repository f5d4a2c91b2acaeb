import { isIP } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import nodemailer, { type Transporter } from 'nodemailer';
import { type OutboundPolicy, type ResolvedAddress, resolveOutbound } from '../net/outbound-address.ts';

/** What nodemailer needs of a branch's mail account, password already opened. */
export interface MailAccountConnection {
  readonly host: string;
  readonly port: number;
  readonly outgoingProtocol: 'SMTP' | 'SMTPS';
  readonly username: string;
  readonly password: string;
}

/** A connection test must answer the form in seconds, not hang on a silent host. */
const TIMEOUTS = { connectionTimeout: 6_000, greetingTimeout: 6_000, socketTimeout: 6_000 };

/**
 * Every connection test that does not succeed answers this long after it began (decision 015): a
 * closed port (refused at once), a silent one (a timeout), a host the guard refused (no connection
 * at all) and a wrong password look alike, so the test cannot map a network.
 */
export const CHECK_ANSWER_MS = 8_000;

/**
 * A transport through the branch's own server, connecting to the address the guard checked (never
 * resolving the name again) while TLS still verifies the certificate against the name: TLS from the
 * start for SMTPS, STARTTLS when offered otherwise.
 */
export function mailAccountTransport(
  account: MailAccountConnection,
  target: ResolvedAddress,
  pooled = false,
): Transporter {
  return nodemailer.createTransport({
    host: target.address,
    ...(isIP(account.host) ? {} : { servername: account.host }),
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

async function attempt(account: MailAccountConnection, policy: OutboundPolicy): Promise<MailAccountCheck> {
  let transport: Transporter;
  try {
    transport = mailAccountTransport(account, await resolveOutbound(account.host, policy));
  } catch {
    // Refused by the guard or unknown to DNS: nothing was connected to.
    return 'ERROR';
  }
  try {
    await transport.verify();
    return 'SUCCESS';
  } catch (error) {
    return isAuthFailure(error) ? 'AUTHENTICATION_FAILED' : 'ERROR';
  } finally {
    transport.close();
  }
}

/**
 * Connects, greets and signs in (nodemailer `verify()`), then hangs up: no mail is sent. Only a host
 * the outbound guard lets through is connected to; every answer but SUCCESS comes `answerAfterMs`
 * after the start, whatever happened.
 */
export async function checkMailAccount(
  account: MailAccountConnection,
  policy: OutboundPolicy,
  answerAfterMs = CHECK_ANSWER_MS,
): Promise<MailAccountCheck> {
  const started = performance.now();
  const deadline = new AbortController();
  const outcome = await Promise.race([
    attempt(account, policy),
    delay(answerAfterMs, 'ERROR' as const, { signal: deadline.signal }).catch(() => 'ERROR' as const),
  ]);
  deadline.abort();
  if (outcome !== 'SUCCESS') await delay(Math.max(0, started + answerAfterMs - performance.now()));
  return outcome;
}
