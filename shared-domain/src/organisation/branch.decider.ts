import { assertNever, type Command, type Decider, type DomainEvent } from '../common/decider.ts';
import { DomainError } from '../common/errors.ts';

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
