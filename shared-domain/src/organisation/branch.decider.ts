import { canonicalJson } from '../common/canonical-json.ts';
import { assertNever, type Command, type Decider, type DomainEvent } from '../common/decider.ts';
import { checkSaveVersion, type SavedFrom } from '../common/document-version.ts';
import { DomainError } from '../common/errors.ts';

/** A file of the file store, as the spec's entities name it (spec §3 "photo (file item)"). */
export interface FileItem {
  readonly fileId: string;
  readonly fileName: string;
}

export interface BranchValues {
  readonly name: string;
  /** ISO 3166-1 alpha-3, e.g. POL. */
  readonly country: string;
  readonly city: string;
  readonly active: boolean;
  readonly currencySign: string;
  readonly photo: FileItem | null;
  /** The branch's contact details (not a person's: kept plain). */
  readonly phone: string | null;
  readonly email: string | null;
  readonly facebook: string | null;
  /** Rich text, sanitized HTML. */
  readonly description: string | null;
  /** WGS 84 degrees; a branch without both is not on the public map. */
  readonly longitude: number | null;
  readonly latitude: number | null;
}

type WithId<T> = T & { readonly branchId: string };

/** A branch of the community was opened (stream `branch-<id>`). Version 2 carries every field. */
export type BranchCreated = DomainEvent<'BranchCreated', WithId<BranchValues>>;
/** Its profile was saved again: the event holds every field as it now stands. */
export type BranchUpdated = DomainEvent<'BranchUpdated', WithId<BranchValues>>;
/** The branch was deleted: it no longer lists, its history stays in the log. */
export type BranchDeleted = DomainEvent<'BranchDeleted', { readonly branchId: string }>;
export type BranchEvent = BranchCreated | BranchUpdated | BranchDeleted;

export type CreateBranch = Command<'CreateBranch', WithId<BranchValues>>;
export type UpdateBranch = Command<'UpdateBranch', WithId<BranchValues> & SavedFrom>;
export type DeleteBranch = Command<'DeleteBranch', { readonly branchId: string }>;
export type BranchCommand = CreateBranch | UpdateBranch | DeleteBranch;

/** `version`: how many times the branch's profile was saved (opened or saved again). */
export type BranchState =
  | { readonly status: 'none'; readonly version: 0 }
  | ({ readonly status: 'open'; readonly version: number } & BranchValues)
  | ({ readonly status: 'deleted'; readonly version: number } & BranchValues);

export const branchStream = (branchId: string): string => `branch-${branchId}`;

const notFound = (branchId: string) =>
  new DomainError('NOT_FOUND', 'error.branch.notFound', { id: branchId });

const valuesOf = ({ branchId: _id, ...values }: WithId<BranchValues>): BranchValues => values;

export const branchDecider: Decider<BranchCommand, BranchEvent, BranchState> = {
  initialState: () => ({ status: 'none', version: 0 }),
  evolve(state, event) {
    switch (event.type) {
      case 'BranchCreated':
      case 'BranchUpdated':
        return { status: 'open', version: state.version + 1, ...valuesOf(event.data) };
      case 'BranchDeleted':
        return state.status === 'none' ? state : { ...state, status: 'deleted' };
      default:
        return assertNever(event);
    }
  },
  decide(command, state) {
    const { branchId } = command.data;
    switch (command.type) {
      case 'CreateBranch':
        if (state.status !== 'none') {
          throw new DomainError('ALREADY_EXISTS', 'error.branch.alreadyExists', { id: branchId });
        }
        return [{ type: 'BranchCreated', data: command.data }];
      case 'UpdateBranch': {
        if (state.status !== 'open') throw notFound(branchId);
        const { expectedVersion, ...data } = command.data;
        const { status: _s, version, ...current } = state;
        // Saved again as it stands (a second click, a retried request): nothing to check or change.
        if (canonicalJson(valuesOf(data)) === canonicalJson(current)) return [];
        checkSaveVersion(expectedVersion, version);
        return [{ type: 'BranchUpdated', data }];
      }
      case 'DeleteBranch':
        if (state.status !== 'open') throw notFound(branchId);
        return [{ type: 'BranchDeleted', data: { branchId } }];
      default:
        return assertNever(command);
    }
  },
};

/** The optional fields of a branch, all absent (a branch opened with name, country and city only). */
export const NO_BRANCH_DETAILS = {
  photo: null,
  phone: null,
  email: null,
  facebook: null,
  description: null,
  longitude: null,
  latitude: null,
} as const satisfies Partial<BranchValues>;
