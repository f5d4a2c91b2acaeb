import { isApiError, useContractForm } from '@cenacle/kit';
import type {
  MailAccount,
  MailAccountSaveRequest,
  MailAccountTest,
} from '@cenacle/shared-domain/mail/contracts';
import type { IncomingProtocol, OutgoingProtocol } from '@cenacle/shared-domain/mail/rules';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchMailAccount, mailAccountKeys, saveMailAccount } from '../api/mail-account.api.ts';

export function useMailAccount() {
  return useQuery({ queryKey: mailAccountKeys.mine, queryFn: ({ signal }) => fetchMailAccount(signal) });
}

interface MailAccountFormValues {
  readonly username: string;
  readonly password: string;
  readonly outgoingProtocol: OutgoingProtocol;
  readonly incomingProtocol: IncomingProtocol;
  readonly host: string;
  readonly port: string;
}

const loadContract = () =>
  import('@cenacle/shared-domain/mail/contracts').then((m) => m.MailAccountSaveRequestSchema);

/**
 * The account form. A save answers the connection test's result; only SUCCESS stored anything, so
 * the form stays open on the others and shows why.
 */
export function useMailAccountForm(account: MailAccount | null, onSaved: () => void) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (body: MailAccountSaveRequest) => saveMailAccount(body).then((r) => r.data),
    onSuccess: (test: MailAccountTest) => {
      if (test.result === 'SUCCESS') return queryClient.invalidateQueries({ queryKey: mailAccountKeys.mine });
      return undefined;
    },
  });
  const form = useContractForm({
    initial: {
      username: account?.username ?? '',
      password: '',
      outgoingProtocol: account?.outgoingProtocol ?? 'SMTP',
      incomingProtocol: account?.incomingProtocol ?? 'IMAP',
      host: account?.host ?? '',
      port: account ? String(account.port) : '587',
    } satisfies MailAccountFormValues,
    schema: loadContract,
    toInput: (v: MailAccountFormValues) => ({
      ...v,
      port: /^\d+$/.test(v.port.trim()) ? Number(v.port.trim()) : v.port,
    }),
    serverError: save.error,
    onValid: (request) =>
      save.mutateAsync(request).then((test) => {
        if (test.result === 'SUCCESS') onSaved();
      }),
  });
  // A refused save with field errors shows them by the fields; anything else is the spec's "internal server error".
  const failed = save.isError && !(isApiError(save.error) && save.error.status === 400);
  return { form, result: save.data?.result ?? null, failed };
}
