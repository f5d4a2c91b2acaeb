import { MAX_PAYMENT_VALUE } from '@cenacle/shared-domain/accounting/rules';

/** An amount as typed at a Polish desk ("150,50") or any other ("150.50"); null when it is not one. */
export function parseAmount(typed: string): number | null {
  const text = typed.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const value = Number(text);
  return value > 0 && value <= MAX_PAYMENT_VALUE ? value : null;
}
