import { z } from 'zod';
import {
  amount,
  IdSchema,
  integer,
  isRecord,
  LogPosition,
  savedVersion,
  text,
  Uuid,
} from '../common/primitives.ts';
import {
  ageRangeReversed,
  MAX_PRICE_AGE,
  MAX_SESSION_PRICE_VALUE,
  SESSION_PRICE_DESCRIPTION_MAX_LENGTH,
  SESSION_PRICE_TYPES,
} from './session-price.rules.ts';

export const SessionPriceTypeSchema = z
  .enum(SESSION_PRICE_TYPES, { error: 'NotNull' })
  .meta({ id: 'SessionPriceType' });

/** A child's age in full years; blank, null or absent: that end of the range is open. */
const age = integer({ max: MAX_PRICE_AGE })
  .nullish()
  .transform((v) => v ?? null);

/**
 * `POST /api/session-price/`: without an id adds a price to the session's list (201), with the id
 * of a listed price saves it again (200). The value is positive; a DISCOUNT is subtracted. Without
 * an age range the price is an adult's; with one, it applies to the children of those ages.
 */
export const SessionPriceSaveRequestSchema = z
  .object({
    id: IdSchema.nullish(),
    /** The version the editor loaded (`version` of the price); absent for a new price. */
    version: savedVersion(),
    session: IdSchema,
    type: SessionPriceTypeSchema,
    value: amount(MAX_SESSION_PRICE_VALUE).refine((v) => v > 0, { error: 'Min' }),
    description: text(SESSION_PRICE_DESCRIPTION_MAX_LENGTH)
      .nullish()
      .transform((v) => (v ? v : null)),
    ageFrom: age,
    ageTo: age,
  })
  .refine((value) => !ageRangeReversed(value.ageFrom, value.ageTo), {
    path: ['ageTo'],
    error: 'AgeToBeforeAgeFrom',
    when: ({ value }) =>
      isRecord(value) && typeof value.ageFrom === 'number' && typeof value.ageTo === 'number',
  })
  .meta({ id: 'SessionPriceSaveRequest' });
export type SessionPriceSaveRequest = z.input<typeof SessionPriceSaveRequestSchema>;

/** `GET /api/session-prices?session={id}`; the session is checked by the route (400 when absent). */
export const SessionPriceListQuerySchema = z.object({
  session: Uuid.optional(),
  position: LogPosition.optional(),
});
export const SessionPriceParamsSchema = z.object({ id: Uuid });

export const SessionPriceSchema = z
  .object({
    id: IdSchema,
    /** How many times it was saved: send it back with the next save. */
    version: z.number().int(),
    session: IdSchema,
    type: SessionPriceTypeSchema,
    /** Positive, in the branch's currency. */
    value: z.number(),
    description: z.string().nullable(),
    ageFrom: z.number().nullable(),
    ageTo: z.number().nullable(),
  })
  .meta({ id: 'SessionPrice' });
export type SessionPrice = z.infer<typeof SessionPriceSchema>;
