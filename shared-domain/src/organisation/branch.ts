import { z } from 'zod';
import { assertNever, type Command, type Decider, type DomainEvent } from '../common/decider.ts';
import { DomainError } from '../common/errors.ts';
import { IdSchema } from '../common/id.ts';

export const DEFAULT_CURRENCY_SIGN = 'zł';

export interface BranchValues {
  readonly name: string;
  /** ISO 3166-1 alpha-3, e.g. POL. */
  readonly country: string;
  readonly city: string;
  readonly active: boolean;
  readonly currencySign: string;
}

/** A branch of the community was opened (stream `branch-<id>`). */
export type BranchCreated = DomainEvent<'BranchCreated', BranchValues & { readonly branchId: string }>;
export type BranchEvent = BranchCreated;
export type CreateBranch = Command<'CreateBranch', BranchValues & { readonly branchId: string }>;
export type BranchCommand = CreateBranch;

export type BranchState = { readonly status: 'none' } | ({ readonly status: 'open' } & BranchValues);

export const branchStream = (branchId: string): string => `branch-${branchId}`;

export const branchDecider: Decider<BranchCommand, BranchEvent, BranchState> = {
  initialState: () => ({ status: 'none' }),
  evolve(_state, event) {
    switch (event.type) {
      case 'BranchCreated': {
        const { branchId: _id, ...values } = event.data;
        return { status: 'open', ...values };
      }
      default:
        return assertNever(event.type);
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'CreateBranch':
        if (state.status !== 'none') {
          throw new DomainError('ALREADY_EXISTS', 'error.branch.alreadyExists', {
            id: command.data.branchId,
          });
        }
        return [{ type: 'BranchCreated', data: command.data }];
      default:
        return assertNever(command.type);
    }
  },
};

export const BranchSaveRequestSchema = z
  .object({
    id: IdSchema.nullish(),
    name: z.string({ error: 'NotNull' }).trim().min(1, { error: 'NotBlank' }).max(200, { error: 'Size' }),
    country: z
      .string({ error: 'NotNull' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, { error: 'Pattern' }),
    city: z.string({ error: 'NotNull' }).trim().min(1, { error: 'NotBlank' }).max(200, { error: 'Size' }),
    active: z.boolean({ error: 'NotNull' }).default(true),
    currencySign: z.string().trim().min(1).max(8, { error: 'Size' }).default(DEFAULT_CURRENCY_SIGN),
  })
  .meta({ id: 'BranchSaveRequest' });
export type BranchSaveRequest = z.input<typeof BranchSaveRequestSchema>;

export const BranchSchema = z
  .object({
    id: IdSchema,
    name: z.string(),
    country: z.string(),
    city: z.string(),
    active: z.boolean(),
    currencySign: z.string(),
  })
  .meta({ id: 'Branch' });
export type Branch = z.infer<typeof BranchSchema>;
