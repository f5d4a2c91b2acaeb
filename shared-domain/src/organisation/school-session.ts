import { z } from 'zod';
import { assertNever, type Command, type Decider, type DomainEvent } from '../common/decider.ts';
import { DomainError } from '../common/errors.ts';
import { IdSchema } from '../common/id.ts';
import { BranchSchema } from './branch.ts';

export const SEASONS = ['WINTER', 'SPRING', 'SUMMER', 'AUTUMN'] as const;
export const SeasonSchema = z.enum(SEASONS, { error: 'NotNull' }).meta({ id: 'Season' });
export type Season = z.infer<typeof SeasonSchema>;

export interface SchoolSessionValues {
  readonly branchId: string;
  readonly season: Season;
  /** Calendar dates, YYYY-MM-DD. */
  readonly dateFrom: string | null;
  readonly dateTo: string | null;
  readonly levels: readonly string[];
}

/** A retreat session of a branch was planned (stream `session-<id>`). */
export type SchoolSessionCreated = DomainEvent<
  'SchoolSessionCreated',
  SchoolSessionValues & { readonly sessionId: string }
>;
export type SchoolSessionEvent = SchoolSessionCreated;
export type CreateSchoolSession = Command<
  'CreateSchoolSession',
  SchoolSessionValues & { readonly sessionId: string }
>;
export type SchoolSessionCommand = CreateSchoolSession;

export type SchoolSessionState =
  | { readonly status: 'none' }
  | ({ readonly status: 'planned' } & SchoolSessionValues);

export const sessionStream = (sessionId: string): string => `session-${sessionId}`;

export function datesReversed(
  dateFrom: string | null | undefined,
  dateTo: string | null | undefined,
): boolean {
  return Boolean(dateFrom && dateTo && dateTo < dateFrom);
}

export const schoolSessionDecider: Decider<SchoolSessionCommand, SchoolSessionEvent, SchoolSessionState> = {
  initialState: () => ({ status: 'none' }),
  evolve(_state, event) {
    switch (event.type) {
      case 'SchoolSessionCreated': {
        const { sessionId: _id, ...values } = event.data;
        return { status: 'planned', ...values };
      }
      default:
        return assertNever(event.type);
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'CreateSchoolSession':
        if (state.status !== 'none') {
          throw new DomainError('ALREADY_EXISTS', 'error.session.alreadyExists', {
            id: command.data.sessionId,
          });
        }
        if (datesReversed(command.data.dateFrom, command.data.dateTo)) {
          throw new DomainError('SESSION_DATES_REVERSED', 'error.session.datesReversed', {}, 'dateTo');
        }
        return [{ type: 'SchoolSessionCreated', data: command.data }];
      default:
        return assertNever(command.type);
    }
  },
};

const DateSchema = z.iso.date({ error: 'Pattern' });

export const SchoolSessionSaveRequestSchema = z
  .object({
    id: IdSchema.nullish(),
    season: SeasonSchema,
    dateFrom: DateSchema.nullish(),
    dateTo: DateSchema.nullish(),
    levels: z
      .array(z.object({ name: z.string().trim().min(1, { error: 'NotBlank' }).max(100, { error: 'Size' }) }))
      .max(50, { error: 'Size' })
      .default([]),
    branchId: IdSchema,
  })
  .refine((value) => !datesReversed(value.dateFrom, value.dateTo), {
    path: ['dateTo'],
    error: 'DateToBeforeDateFrom',
    // Checked even when other fields are wrong, so the form shows every error at once.
    when: ({ value }) => {
      const v = value as { dateFrom?: unknown; dateTo?: unknown };
      return typeof v.dateFrom === 'string' && typeof v.dateTo === 'string';
    },
  })
  .meta({ id: 'SchoolSessionSaveRequest' });
export type SchoolSessionSaveRequest = z.input<typeof SchoolSessionSaveRequestSchema>;

export const SchoolSessionSchema = z
  .object({
    id: IdSchema,
    season: SeasonSchema,
    dateFrom: z.string().nullable(),
    dateTo: z.string().nullable(),
    levels: z.array(z.object({ name: z.string() })),
    branchId: IdSchema,
    branch: BranchSchema.nullable(),
  })
  .meta({ id: 'SchoolSession' });
export type SchoolSession = z.infer<typeof SchoolSessionSchema>;
