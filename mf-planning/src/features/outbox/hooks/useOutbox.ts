import type { MailState } from '@cenacle/shared-domain/mail/rules';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchOutboxMail, fetchOutboxPage, outboxKeys } from '../api/outbox.api.ts';

export function useOutboxPage(state: MailState | '', page: number) {
  return useQuery({
    queryKey: outboxKeys.page(state, page),
    queryFn: ({ signal }) => fetchOutboxPage(state, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useOutboxMail(mailId: string) {
  return useQuery({
    queryKey: outboxKeys.mail(mailId),
    queryFn: ({ signal }) => fetchOutboxMail(mailId, signal),
  });
}
