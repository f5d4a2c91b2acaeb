import { notify, useContractForm } from '@cenacle/kit';
import type { SessionPrice, SessionPriceSaveRequest } from '@cenacle/shared-domain/organisation/contracts';
import { typedDecimal, typedWhole } from '@cenacle/shared-domain/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { priceKeys, savePrice } from '../api/prices.api.ts';
import { initialPriceValues, type PriceFormValues } from '../price-form.ts';

const loadContract = () =>
  import('@cenacle/shared-domain/organisation/contracts').then((m) => m.SessionPriceSaveRequestSchema);

/**
 * Add/edit price form, checked by the contract's SessionPriceSaveRequest (type and a positive value
 * required, ages whole and in order) before it is sent; the spec's failure toast whether the
 * browser or the server refused it.
 */
export function usePriceForm(sessionId: string, price: SessionPrice | null, onSaved: () => void) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (body: SessionPriceSaveRequest) => savePrice(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: priceKeys.session(sessionId) }),
    onError: () => notify.error('accounting.prices.saveFailed'),
  });
  return useContractForm({
    initial: initialPriceValues(price),
    schema: loadContract,
    toInput: (v: PriceFormValues) => ({
      id: price ? price.id : null,
      // The version it was opened on: a save made meanwhile by someone else answers 409 (shown).
      version: price ? price.version : null,
      session: { value: sessionId },
      type: v.type || null,
      value: typedDecimal(v.value),
      description: v.description,
      ageFrom: typedWhole(v.ageFrom),
      ageTo: typedWhole(v.ageTo),
    }),
    serverError: save.error,
    onValid: (request) => save.mutateAsync(request as SessionPriceSaveRequest).then(onSaved),
    onInvalid: () => notify.error('accounting.prices.saveFailed'),
  });
}
