import { checkMailAccount } from '@cenacle/infra/mail/mail-account-transport.ts';
import { createSecretBox } from '@cenacle/infra/secrets/secret-box.ts';
import { DomainError } from '@cenacle/shared-domain';
import {
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
 * refused the login) or ERROR (anything else: no such host, no answer, TLS). The password enters
 * the event sealed; a blank one keeps the stored password.
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
      password = box.open(state.encryptedPassword);
    }
    const { username, host, port, outgoingProtocol, incomingProtocol } = body;
    const result = await checkMailAccount({ username, password, host, port, outgoingProtocol });
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
