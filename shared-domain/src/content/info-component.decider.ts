import { canonicalJson } from '../common/canonical-json.ts';
import { assertNever, type Command, type Decider, type DomainEvent } from '../common/decider.ts';
import { DomainError } from '../common/errors.ts';
import { PersistentMap } from '../common/persistent-map.ts';
import type { CmsLocation, ColumnType, CssLayouts, ElementType } from './cms.rules.ts';
import type { ContentFile } from './content.rules.ts';

export interface ElementSnapshot {
  readonly elementId: string;
  readonly type: ElementType;
  /** A heading's or button's words, or a TEXT's sanitized rich text. */
  readonly content: string;
  readonly url: string | null;
  readonly file: ContentFile | null;
  readonly cssLayouts: CssLayouts;
}

export interface ColumnSnapshot {
  readonly type: ColumnType;
  readonly elements: readonly ElementSnapshot[];
}

export interface SectionSnapshot {
  readonly cssLayouts: CssLayouts;
  readonly columns: readonly ColumnSnapshot[];
}

/** A CMS section ("info component") as one save leaves it: everything needed to show it. */
export interface ComponentSnapshot {
  readonly name: string;
  readonly location: CmsLocation;
  readonly lang: string;
  readonly country: string | null;
  readonly branchId: string | null;
  /** Its place on its page (the section's index too). */
  readonly index: number;
  readonly section: SectionSnapshot;
}

/**
 * A section was saved (stream `infoComponent-<id>`): the whole section as it now stands, so its
 * history is the list of these. A restore is a save of an earlier version's snapshot.
 */
export type InfoComponentSaved = DomainEvent<
  'InfoComponentSaved',
  ComponentSnapshot & { readonly componentId: string; readonly restoredFrom: number | null }
>;
/** The section moved to another place on its page. */
export type InfoComponentMoved = DomainEvent<
  'InfoComponentMoved',
  { readonly componentId: string; readonly index: number }
>;
/** The section left its page; the log keeps its history, and a restore brings it back. */
export type InfoComponentRemoved = DomainEvent<'InfoComponentRemoved', { readonly componentId: string }>;
export type InfoComponentEvent = InfoComponentSaved | InfoComponentMoved | InfoComponentRemoved;

export type SaveInfoComponent = Command<
  'SaveInfoComponent',
  {
    readonly componentId: string;
    readonly component: ComponentSnapshot;
    /** The version the editor loaded; null saves whatever the current version is. */
    readonly expectedVersion: number | null;
  }
>;
export type MoveInfoComponent = Command<
  'MoveInfoComponent',
  { readonly componentId: string; readonly index: number }
>;
export type RestoreInfoComponent = Command<
  'RestoreInfoComponent',
  { readonly componentId: string; readonly version: number }
>;
export type RemoveInfoComponent = Command<'RemoveInfoComponent', { readonly componentId: string }>;
export type InfoComponentCommand =
  | SaveInfoComponent
  | MoveInfoComponent
  | RestoreInfoComponent
  | RemoveInfoComponent;

export type InfoComponentState =
  | { readonly status: 'none' }
  | {
      readonly status: 'kept' | 'removed';
      /** How many events the stream holds: the version an editor sends back. */
      readonly version: number;
      readonly current: ComponentSnapshot;
      /** Every saved snapshot by the version its save made. */
      readonly saves: PersistentMap<number, ComponentSnapshot>;
    };

const notFound = (id: string) => new DomainError('NOT_FOUND', 'error.content.notFound', { id });

/** The page a section belongs to: its location and, on a branch's page, the branch. */
export const samePage = (a: ComponentSnapshot, b: ComponentSnapshot): boolean =>
  a.location === b.location && a.branchId === b.branchId;

const sameSnapshot = (a: ComponentSnapshot, b: ComponentSnapshot): boolean =>
  canonicalJson(a) === canonicalJson(b);

function evolve(state: InfoComponentState, event: InfoComponentEvent): InfoComponentState {
  const version = state.status === 'none' ? 1 : state.version + 1;
  switch (event.type) {
    case 'InfoComponentSaved': {
      const { componentId: _id, restoredFrom: _from, ...current } = event.data;
      const saves = (
        state.status === 'none' ? PersistentMap.empty<number, ComponentSnapshot>() : state.saves
      ).set(version, current);
      return { status: 'kept', version, current, saves };
    }
    case 'InfoComponentMoved':
      if (state.status === 'none') return state;
      return { ...state, version, current: { ...state.current, index: event.data.index } };
    case 'InfoComponentRemoved':
      return state.status === 'none' ? state : { ...state, status: 'removed', version };
    default:
      return assertNever(event);
  }
}

function save(command: SaveInfoComponent, state: InfoComponentState): InfoComponentEvent[] {
  const { componentId, component, expectedVersion } = command.data;
  const saved: InfoComponentEvent = {
    type: 'InfoComponentSaved',
    data: { componentId, ...component, restoredFrom: null },
  };
  if (state.status === 'none') return [saved];
  if (state.status === 'removed')
    throw new DomainError('CONTENT_REMOVED', 'error.content.removed', { id: componentId });
  if (expectedVersion !== null && expectedVersion !== state.version) {
    throw new DomainError('CONTENT_VERSION_CONFLICT', 'error.content.versionConflict', {
      version: String(state.version),
    });
  }
  if (!samePage(state.current, component)) {
    throw new DomainError('COMPONENT_OF_ANOTHER_PAGE', 'error.content.otherPage', {}, 'location');
  }
  return sameSnapshot(state.current, component) ? [] : [saved];
}

function restore(command: RestoreInfoComponent, state: InfoComponentState): InfoComponentEvent[] {
  const { componentId, version } = command.data;
  if (state.status === 'none') throw notFound(componentId);
  const earlier = state.saves.get(version);
  if (!earlier) {
    throw new DomainError(
      'CONTENT_VERSION_UNKNOWN',
      'error.content.versionUnknown',
      { version: String(version) },
      'version',
    );
  }
  // The section comes back as it was, at its present place on the page.
  const snapshot = { ...earlier, index: state.current.index };
  if (state.status === 'kept' && sameSnapshot(state.current, snapshot)) return [];
  return [{ type: 'InfoComponentSaved', data: { componentId, ...snapshot, restoredFrom: version } }];
}

function decide(command: InfoComponentCommand, state: InfoComponentState): InfoComponentEvent[] {
  switch (command.type) {
    case 'SaveInfoComponent':
      return save(command, state);
    case 'MoveInfoComponent': {
      const { componentId, index } = command.data;
      if (state.status !== 'kept') throw notFound(componentId);
      return state.current.index === index
        ? []
        : [{ type: 'InfoComponentMoved', data: { componentId, index } }];
    }
    case 'RestoreInfoComponent':
      return restore(command, state);
    case 'RemoveInfoComponent': {
      const { componentId } = command.data;
      if (state.status !== 'kept') throw notFound(componentId);
      return [{ type: 'InfoComponentRemoved', data: { componentId } }];
    }
    default:
      return assertNever(command);
  }
}

/** One CMS section and its history. */
export const infoComponentDecider: Decider<InfoComponentCommand, InfoComponentEvent, InfoComponentState> = {
  initialState: () => ({ status: 'none' }),
  evolve,
  decide,
};
