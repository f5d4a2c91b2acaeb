import type { LangKey } from '@cenacle/shared-domain';
import {
  PASSWORD_LINK_TTL_MS,
  type PasswordLinkPurpose,
  passwordLinkDecider,
  passwordLinkStream,
} from '@cenacle/shared-domain/identity';
import { type MailTemplate, mailDecider, mailStream } from '@cenacle/shared-domain/mail';
import { newToken, sha256Hex } from '../auth/tokens.ts';
import type { Deps } from '../deps.ts';
import type { RunCommand } from './run-command.ts';

/** Who gets a password link, and how the mail greets them. */
export interface PasswordLinkMail {
  readonly userId: string;
  /** activation (self registration), invitation (by an administrator), reset (forgotten password). */
  readonly purpose: PasswordLinkPurpose;
  readonly recipient: string;
  /** The greeting's name, usually the first name. */
  readonly name: string;
  /** The recipient's language. */
  readonly language: LangKey;
  /**
   * Whose outbox shows the mail (default null: administrators only). The outbox shows the message,
   * link included, so a branch here lets that branch's staff set the password until it is used.
   */
  readonly branchId?: string | null;
}

const TEMPLATE: Readonly<Record<PasswordLinkPurpose, MailTemplate>> = {
  activation: 'activation',
  invitation: 'invitation',
  reset: 'passwordReset',
};

/** The page that sets a password with a link's token (the shell's `/activation/:id`). */
export const passwordLinkUrl = (deps: Deps, token: string): string =>
  `${deps.config.publicUrl}/activation/${token}`;

/**
 * Issues a single-use link for a user and requests its mail. The token is made here and leaves
 * only in the mail; the log keeps its SHA-256 and expiry (7 days; 24 hours for a reset). Used by
 * self registration, password reset and the administrators' invitations.
 */
export async function mailPasswordLink(run: RunCommand, deps: Deps, mail: PasswordLinkMail): Promise<void> {
  const token = newToken();
  const tokenHash = sha256Hex(token);
  const expiresAt = new Date(deps.clock().getTime() + PASSWORD_LINK_TTL_MS[mail.purpose]).toISOString();
  await run(passwordLinkDecider, passwordLinkStream(tokenHash), {
    type: 'IssuePasswordLink',
    data: { tokenHash, userId: mail.userId, purpose: mail.purpose, expiresAt },
  });
  const mailId = deps.newId();
  await run(mailDecider, mailStream(mailId), {
    type: 'RequestMail',
    data: {
      mailId,
      personId: mail.userId,
      recipient: mail.recipient,
      language: mail.language,
      template: TEMPLATE[mail.purpose],
      params: { name: mail.name, link: passwordLinkUrl(deps, token) },
      branchId: mail.branchId ?? null,
    },
  });
}
