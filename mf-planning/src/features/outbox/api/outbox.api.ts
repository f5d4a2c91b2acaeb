import { api, readPosition } from '@cenacle/kit';
import type { OutboxMail, OutboxMailDetail } from '@cenacle/shared-domain/mail/contracts';
import { MAIL_OUTBOX_READ_MODEL, type MailState } from '@cenacle/shared-domain/mail/rules';

export const PAGE_SIZE = 20;

export const outboxKeys = {
  all: [MAIL_OUTBOX_READ_MODEL] as const,
  page: (state: MailState | '', page: number) => [MAIL_OUTBOX_READ_MODEL, 'page', state, page] as const,
  mail: (mailId: string) => [MAIL_OUTBOX_READ_MODEL, 'mail', mailId] as const,
};

/** A page of the outbox, newest first, with the total (X-Total-Count) for the pager. */
export async function fetchOutboxPage(
  state: MailState | '',
  page: number,
  signal: AbortSignal,
): Promise<{ mails: OutboxMail[]; total: number }> {
  const response = await api.getPage<OutboxMail[]>('/api/outbox', {
    signal,
    query: { state, page, size: PAGE_SIZE, position: readPosition() },
  });
  return { mails: response.data, total: response.totalCount ?? response.data.length };
}

export function fetchOutboxMail(mailId: string, signal: AbortSignal): Promise<OutboxMailDetail> {
  return api.get<OutboxMailDetail>(`/api/outbox/${encodeURIComponent(mailId)}`, { signal });
}
