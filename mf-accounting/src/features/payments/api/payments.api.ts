import { api, readPosition } from '@cenacle/kit';
import type { Payment, PaymentSaveRequest } from '@cenacle/shared-domain/accounting/contracts';
import type { PaymentListParams } from './ledger-keys.ts';

const base = (sessionId: string) => `/api/session-payments/${encodeURIComponent(sessionId)}`;

export interface PaymentPage {
  readonly payments: readonly Payment[];
  readonly total: number;
}

export async function fetchPayments(
  sessionId: string,
  params: PaymentListParams,
  signal: AbortSignal,
): Promise<PaymentPage> {
  const response = await api.getPage<Payment[]>(base(sessionId), {
    signal,
    query: { ...params, position: readPosition() },
  });
  return { payments: response.data, total: response.totalCount ?? response.data.length };
}

/**
 * `POST /api/session-payment/{sessionId}`: without id records a payment, with id corrects it.
 * Silent: a failure has its own toast (spec §8, see useSavePayment) and its field errors in the form.
 */
export function savePayment(sessionId: string, body: PaymentSaveRequest) {
  return api.post<Payment>(`/api/session-payment/${encodeURIComponent(sessionId)}`, body, { silent: true });
}

/** `DELETE /api/session-payment/{sessionId}/{paymentId}` with an optional reason: voids the payment. */
export function voidPayment(sessionId: string, paymentId: string, reason: string | null) {
  return api.delete<unknown>(
    `/api/session-payment/${encodeURIComponent(sessionId)}/${encodeURIComponent(paymentId)}`,
    reason ? { reason } : undefined,
  );
}
