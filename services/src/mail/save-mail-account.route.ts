import { checkMailAccount } from '@cenacle/infra/mail/mail-account-transport.ts';
import { outboundPolicy } from '@cenacle/infra/net/outbound-address.ts';
import { createSecretBox } from '@cenacle/infra/secrets/secret-box.ts';
import { DomainError } from '@cenacle/shared-domain';
import {
  keepsStoredPasswordAt,
  MAIL_ACCOUNT_KEEPERS,
  MailAccountSaveRequestSchema,
  type MailAccountTest,
  MailAccountTestSchema,
  mailAccountDecider,
  mailAccountStream,
} from '@cenacle/shared-domain/mail';
import { commandRoute } from '../http/command-route.ts';
import { mailAccountBranch } from './mail-account-branch.ts';

/**
 * `POST api/mail-account`: tests the connection first (connect, sign in, hang up), and keeps the
 * account only when that succeeds. Answers `{result}`: SUCCESS, AUTHENTICATION_FAILED (the server
 * refused the login) or ERROR (anything else: no such host, no answer, TLS, or a host that is no
 * public address; decision 015). The password enters the event sealed; a blank one keeps the stored
 * password, but only for the server, port, login and protocol it was saved with.
 */
export const saveMailAccountRoute = commandRoute({
  method: 'POST',
  url: '/api/mail-account',
  summary: "Test and save the caller's branch's mail account",
  tags: ['mail'],
  entityName: 'mailAccount',
  audience: MAIL_ACCOUNT_KEEPERS,
  body: MailAccountSaveRequestSchema,
  response: { 200: MailAccountTestSchema },
  async handle({ body, user, deps, run }) {
    const branchId = mailAccountBranch(user);
    const box = createSecretBox(deps.config.secretsKey);
    const stream = mailAccountStream(branchId);
    let password = body.password;
    if (password === '') {
      const { state } = await deps.bus.load(mailAccountDecider, stream);
      if (state.status !== 'configured') {
        throw new DomainError('MAIL_PASSWORD_REQUIRED', 'error.NotBlank', {}, 'password');
      }
      // The stored password never travels to a server (or login, or port) it was not saved for.
      if (!keepsStoredPasswordAt(state, body)) {
        throw new DomainError(
          'MAIL_PASSWORD_REQUIRED',
          'error.mailAccount.passwordForNewServer',
          {},
          'password',
        );
      }
      password = box.open(state.encryptedPassword);
    }
    const { username, host, port, outgoingProtocol, incomingProtocol } = body;
    const policy = outboundPolicy(deps.config.outboundAllowedNetworks);
    const result = await checkMailAccount({ username, password, host, port, outgoingProtocol }, policy);
    const answer: MailAccountTest = { result };
    if (result !== 'SUCCESS') return { status: 200, body: answer };
    const data = {
      branchId,
      username,
      encryptedPassword: box.seal(password),
      outgoingProtocol,
      incomingProtocol,
      host,
      port,
    };
    await run(mailAccountDecider, stream, { type: 'ConfigureMailAccount', data });
    return {
      status: 200,
      alert: { key: 'planning.messages.mail-account-saved', param: username },
      body: answer,
    };
  },
});
