import { api, readPosition } from '@cenacle/kit';
import type {
  MailAccount,
  MailAccountSaveRequest,
  MailAccountTest,
} from '@cenacle/shared-domain/mail/contracts';
import { MAIL_ACCOUNTS_READ_MODEL } from '@cenacle/shared-domain/mail/rules';

export const mailAccountKeys = { mine: [MAIL_ACCOUNTS_READ_MODEL, 'mine'] as const };

export function fetchMailAccount(signal: AbortSignal): Promise<MailAccount | null> {
  return api.get<MailAccount | null>('/api/mail-account', { signal, query: { position: readPosition() } });
}

/** Tests the connection, then saves: `{result}` tells which (spec §8 "Mail account"). */
export function saveMailAccount(body: MailAccountSaveRequest) {
  return api.post<MailAccountTest>('/api/mail-account', body);
}
