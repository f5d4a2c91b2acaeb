/**
 * The arrival desk's HTTP contract (issue 26). The desk loads a session's roster once, keeps it on the
 * device, queues every action as a command with its own client-made id, and sends the queue in order.
 *
 * - `GET  /api/desk/{sessionId}/roster`   → DeskRoster (staff of the session's branch only)
 * - `POST /api/desk/{sessionId}/actions`  DeskSyncRequest → DeskSyncResponse (200, one result per action)
 * - `GET  /api/desk/{sessionId}/live`     → DeskLiveView
 * - `POST /api/desk/registration-token/{participantId}/revoke` → 200 (a new token is issued with it)
 */
import { z } from 'zod';
import { PaymentCategorySchema } from '../accounting/contracts.ts';
import { MAX_PAYMENT_VALUE } from '../accounting/payment.rules.ts';
import { amount, IsoDateTime, LogPosition, requiredText, text, Uuid } from '../common/primitives.ts';
import { DESK_MAX_BATCH, DESK_OUTCOMES, PICKUP_CODE_ALPHABET, PICKUP_CODE_LENGTH } from './desk.rules.ts';

export const DeskSessionParamsSchema = z.object({ sessionId: Uuid });
export const DeskParticipantParamsSchema = z.object({ participantId: Uuid });

/** A pickup code as typed at the desk (case and spaces forgiven). */
export const PickupCode = z
  .string({ error: 'NotNull' })
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .length(PICKUP_CODE_LENGTH, { error: 'Size' })
      .regex(new RegExp(`^[${PICKUP_CODE_ALPHABET}]+$`), { error: 'Pattern' }),
  );

/** A lowercase hex SHA-256 digest (the roster carries digests of secrets, never the secrets). */
const Sha256Hex = z.string().regex(/^[0-9a-f]{64}$/);

export const DeskChildSchema = z
  .object({
    id: Uuid,
    firstname: z.string(),
    lastname: z.string(),
    age: z.number().int().nullable(),
    /** Checked in to the children's group and not yet checked out. */
    checkedIn: z.boolean(),
    /**
     * SHA-256 of `${childId}:${pickupCode}` while checked in, so a desk offline can check a code it
     * did not make; null when not checked in.
     */
    pickupCodeDigest: Sha256Hex.nullable(),
  })
  .meta({ id: 'DeskChild' });

export const DeskPersonSchema = z
  .object({
    participantId: Uuid,
    firstname: z.string(),
    lastname: z.string(),
    level: z.string(),
    present: z.boolean(),
    /** What the person owes for the session and what they paid so far, in major units. */
    due: z.number(),
    paid: z.number(),
    room: z.string().nullable(),
    keyHandedOut: z.boolean(),
    children: z.array(DeskChildSchema),
    /** Whether an index-book entry was saved for the person on this session. */
    indexBookSaved: z.boolean(),
    /** SHA-256 of the registration token in the confirmation mail's QR code; null when revoked. */
    registrationTokenDigest: Sha256Hex.nullable(),
  })
  .meta({ id: 'DeskPerson' });
export type DeskPerson = z.infer<typeof DeskPersonSchema>;

export const DeskRosterSchema = z
  .object({
    session: z.object({
      id: Uuid,
      name: z.string(),
      branch: z.string(),
      startDate: z.string(),
      endDate: z.string(),
      levels: z.array(z.string()),
    }),
    people: z.array(DeskPersonSchema),
    /** The log position the roster reflects; the desk asks later reads to reach at least it. */
    position: LogPosition,
    loadedAt: IsoDateTime,
  })
  .meta({ id: 'DeskRoster' });
export type DeskRoster = z.infer<typeof DeskRosterSchema>;

const actionCommon = {
  /** Made on the device when the action was taken; the server applies each id at most once. */
  commandId: Uuid,
  /** The device's clock when the action was taken (kept in the event's metadata). */
  madeAt: IsoDateTime,
};

export const DeskActionSchema = z
  .discriminatedUnion('type', [
    z.object({ ...actionCommon, type: z.literal('ConfirmPresence'), participantId: Uuid }),
    z.object({
      ...actionCommon,
      type: z.literal('RecordPayment'),
      participantId: Uuid,
      /** The payment's id, made on the device with the action. */
      paymentId: Uuid,
      value: amount(MAX_PAYMENT_VALUE),
      category: PaymentCategorySchema,
      description: text(200).nullish(),
    }),
    z.object({ ...actionCommon, type: z.literal('HandOutKey'), participantId: Uuid }),
    z.object({
      ...actionCommon,
      type: z.literal('CheckInChild'),
      participantId: Uuid,
      childId: Uuid,
      /** Made on the device at check-in and shown to the parent; the server keeps only its digest. */
      pickupCode: PickupCode,
    }),
    z.object({
      ...actionCommon,
      type: z.literal('CheckOutChild'),
      participantId: Uuid,
      childId: Uuid,
      /** Handed to the registering parent (no code needed) or to someone showing the code. */
      toParent: z.boolean(),
      pickupCode: PickupCode.nullish(),
    }),
  ])
  .meta({ id: 'DeskAction' });
export type DeskAction = z.input<typeof DeskActionSchema>;

export const DeskSyncRequestSchema = z
  .object({
    actions: z.array(DeskActionSchema).min(1, { error: 'Size' }).max(DESK_MAX_BATCH, { error: 'Size' }),
  })
  .meta({ id: 'DeskSyncRequest' });
export type DeskSyncRequest = z.input<typeof DeskSyncRequestSchema>;

export const DeskActionResultSchema = z
  .object({
    commandId: Uuid,
    outcome: z.enum(DESK_OUTCOMES),
    /** For a refused action: the catalogue's error key (translated on the desk) and its code. */
    error: z.object({ code: z.string(), key: z.string() }).nullable(),
  })
  .meta({ id: 'DeskActionResult' });
export type DeskActionResult = z.infer<typeof DeskActionResultSchema>;

export const DeskSyncResponseSchema = z
  .object({ results: z.array(DeskActionResultSchema), position: LogPosition.nullable() })
  .meta({ id: 'DeskSyncResponse' });
export type DeskSyncResponse = z.infer<typeof DeskSyncResponseSchema>;

const LiveCounts = z.object({
  arrived: z.number().int(),
  expected: z.number().int(),
  childrenIn: z.number().int(),
  moneyTakenToday: z.number(),
});

export const DeskLiveViewSchema = z
  .object({ total: LiveCounts, levels: z.array(LiveCounts.extend({ level: z.string() })) })
  .meta({ id: 'DeskLiveView' });
export type DeskLiveView = z.infer<typeof DeskLiveViewSchema>;

/** The registration token as read from the QR code (the code holds only this). */
export const RegistrationToken = requiredText(200);

/** The answer of a revocation: the new token's digest (the desk matches scanned codes against it). */
export const RevokedRegistrationTokenSchema = z
  .object({ participantId: Uuid, registrationTokenDigest: Sha256Hex })
  .meta({ id: 'RevokedRegistrationToken' });
export type RevokedRegistrationToken = z.infer<typeof RevokedRegistrationTokenSchema>;
