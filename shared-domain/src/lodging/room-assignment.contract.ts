import { z } from 'zod';
import { IdRef, IdSchema, LogPosition, Uuid } from '../common/primitives.ts';
import { GENDERS } from '../registration/registration.rules.ts';
import { MAX_WISHES, PERSON_TYPES, type PersonRef } from './lodging.rules.ts';
import {
  PLACEMENT_REASONS,
  UNHONOURED_WISHES,
  UNKEPT_REASONS,
  UNKEPT_RULES,
  UNPLACED_REASONS,
} from './proposal.types.ts';

/** A person or a room on the wire: an object with its id (`{id: "…"}` or `{id: {value: "…"}}`). */
const Ref = z.object(
  { id: z.union([Uuid, IdSchema.transform((v) => v.value)], { error: 'Pattern' }) },
  { error: (issue) => (issue.input == null ? 'NotNull' : 'Pattern') },
);

/**
 * `POST` and `DELETE /api/participant-room`: `room{id}`, `session`, and exactly one of `servant`
 * (the servant's account), `participant` or `child`.
 */
export const ParticipantRoomRequestSchema = z
  .object({
    room: Ref,
    session: IdRef,
    servant: Ref.nullish(),
    participant: Ref.nullish(),
    child: Ref.nullish(),
  })
  .superRefine((value, ctx) => {
    const named = PERSON_TYPES.filter((type) => value[type]);
    if (named.length !== 1) {
      ctx.addIssue({ code: 'custom', path: ['participant'], message: 'error.lodging.onePerson' });
    }
  })
  .transform((value) => {
    const type = PERSON_TYPES.find((t) => value[t]) ?? 'participant';
    const person: PersonRef = { type, id: value[type]?.id ?? '' };
    return { roomId: value.room.id, sessionId: value.session, person };
  })
  .meta({ id: 'ParticipantRoomRequest' });
export type ParticipantRoomRequest = z.input<typeof ParticipantRoomRequestSchema>;

/** How many placements one acceptance may carry: a large summer session. */
export const MAX_ACCEPTED_PLACEMENTS = 2_000;

/** `POST /api/participant-rooms/accept`: some or all placements of a proposal, at once. */
export const AcceptPlacementsRequestSchema = z
  .object({
    session: IdRef,
    placements: z
      .array(
        z.object({
          room: Ref,
          person: z.object({ type: z.enum(PERSON_TYPES, { error: 'Pattern' }), id: Uuid }),
        }),
      )
      .min(1, { error: 'Size' })
      .max(MAX_ACCEPTED_PLACEMENTS, { error: 'Size' }),
  })
  .meta({ id: 'AcceptPlacementsRequest' });
export type AcceptPlacementsRequest = z.input<typeof AcceptPlacementsRequestSchema>;

const PersonRefSchema = z.object({ type: z.enum(PERSON_TYPES, { error: 'Pattern' }), id: Uuid });
const wishList = z
  .array(PersonRefSchema)
  .max(MAX_WISHES, { error: 'Size' })
  .nullish()
  .transform((v) => v ?? []);

/**
 * `POST /api/participant-room-wishes`: what a person asked for their stay, as the planner noted it
 * from their registration (with whom, not with whom, a room without stairs). Replaces what was noted.
 */
export const LodgingWishesRequestSchema = z
  .object({
    session: IdRef,
    person: PersonRefSchema,
    roommates: wishList,
    notWith: wishList,
    needsStepFree: z
      .boolean({ error: 'Pattern' })
      .nullish()
      .transform((v) => v ?? false),
    /** `MALE` or `FEMALE`, for someone the registration form did not ask. */
    gender: z
      .enum(GENDERS, { error: 'Pattern' })
      .nullish()
      .transform((v) => v ?? null),
  })
  .meta({ id: 'LodgingWishesRequest' });
export type LodgingWishesRequest = z.input<typeof LodgingWishesRequestSchema>;

/** `GET /api/participant-room-wishes?session=`: each person's noted wishes (people with none are left out). */
export const NotedWishesSchema = z
  .object({
    person: z.object({ type: z.enum(PERSON_TYPES), id: z.string() }),
    roommates: z.array(z.object({ type: z.enum(PERSON_TYPES), id: z.string() })),
    notWith: z.array(z.object({ type: z.enum(PERSON_TYPES), id: z.string() })),
    needsStepFree: z.boolean(),
    gender: z.enum(GENDERS).nullable(),
  })
  .meta({ id: 'NotedWishes' });
export type NotedWishesView = z.infer<typeof NotedWishesSchema>;

/** `?session=` of the planner's queries. */
export const LodgingSessionQuerySchema = z.object({ session: Uuid, position: LogPosition.optional() });

/** A person in the room planner (spec §3 Room planner person). */
export const RoomPlannerPersonSchema = z
  .object({
    id: IdSchema,
    type: z.enum(PERSON_TYPES),
    firstname: z.string(),
    lastname: z.string(),
    /** What they owe, in the session's currency. */
    price: z.number(),
    /** -1 when not known. */
    age: z.number(),
    gender: z.enum(['male', 'female']).nullable(),
  })
  .meta({ id: 'RoomPlannerPerson' });
export type RoomPlannerPerson = z.infer<typeof RoomPlannerPersonSchema>;

/** `GET /api/participant-rooms?session=`: the centre's buildings and rooms with their people, and the pool. */
export const ParticipantRoomsSchema = z
  .object({
    retreatCenter: z.object({ id: IdSchema, name: z.string() }).nullable(),
    buildings: z.array(
      z.object({
        id: IdSchema,
        name: z.string(),
        lift: z.boolean(),
        freeBeds: z.number(),
        mattressSpaces: z.number(),
        rooms: z.array(
          z.object({
            id: IdSchema,
            name: z.string(),
            description: z.string(),
            beds: z.number(),
            roomNumber: z.number().nullable(),
            bedNumber: z.number(),
            spaceForMattress: z.boolean(),
            bathroom: z.array(z.string()),
            floor: z.number().nullable(),
            persons: z.array(RoomPlannerPersonSchema),
          }),
        ),
      }),
    ),
    unassigned: z.array(RoomPlannerPersonSchema),
    /** People placed in a room the centre no longer has (it was edited since). */
    elsewhere: z.array(RoomPlannerPersonSchema),
    counts: z.object({
      unassigned: z.record(z.string(), z.number()),
      freeBeds: z.number(),
      mattressSpaces: z.number(),
    }),
  })
  .meta({ id: 'ParticipantRooms' });
export type ParticipantRooms = z.infer<typeof ParticipantRoomsSchema>;

export const RoomProposalSchema = z
  .object({
    placements: z.array(
      z.object({
        person: z.object({ type: z.enum(PERSON_TYPES), id: IdSchema }),
        room: z.object({ id: IdSchema }),
        mattress: z.boolean(),
        reasons: z.array(z.enum(PLACEMENT_REASONS)),
      }),
    ),
    unplaced: z.array(
      z.object({
        person: z.object({ type: z.enum(PERSON_TYPES), id: IdSchema }),
        reason: z.enum(UNPLACED_REASONS),
      }),
    ),
    unhonoured: z.array(
      z.object({
        person: z.object({ type: z.enum(PERSON_TYPES), id: IdSchema }),
        wish: z.enum(UNHONOURED_WISHES),
        other: z.object({ type: z.enum(PERSON_TYPES), id: IdSchema }),
      }),
    ),
    unkept: z.array(
      z.object({
        person: z.object({ type: z.enum(PERSON_TYPES), id: IdSchema }),
        rule: z.enum(UNKEPT_RULES),
        other: z.object({ type: z.enum(PERSON_TYPES), id: IdSchema }),
        reason: z.enum(UNKEPT_REASONS),
      }),
    ),
  })
  .meta({ id: 'RoomProposal' });
export type RoomProposal = z.infer<typeof RoomProposalSchema>;

export const GENDER_NAMES = { MALE: 'male', FEMALE: 'female' } as const satisfies Record<
  (typeof GENDERS)[number],
  string
>;
