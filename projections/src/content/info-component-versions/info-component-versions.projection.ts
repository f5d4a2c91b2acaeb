import { defineProjector } from '@cenacle/infra/runner/define-projector.ts';
import {
  contentEvents,
  INFO_COMPONENT_VERSIONS_READ_MODEL,
  type InfoComponentRemoved,
  type InfoComponentSaved,
} from '@cenacle/shared-domain/content';

/** Every save and removal of a section: its history (table `info_component_versions`). */
export const infoComponentVersionsProjector = defineProjector<InfoComponentSaved | InfoComponentRemoved>()({
  name: INFO_COMPONENT_VERSIONS_READ_MODEL,
  handles: ['InfoComponentSaved', 'InfoComponentRemoved'],
  tables: ['info_component_versions'],
  events: contentEvents,
  async apply(trx, events) {
    for (const event of events) {
      const base = {
        component_id: event.data.componentId,
        version: Number(event.revision) + 1,
        user_id: event.metadata.userId,
        saved_at: event.metadata.timestamp,
      };
      const row =
        event.type === 'InfoComponentSaved'
          ? (() => {
              const { componentId: _id, restoredFrom, ...snapshot } = event.data;
              return {
                ...base,
                restored_from: restoredFrom,
                removed: false,
                snapshot: JSON.stringify(snapshot),
              };
            })()
          : { ...base, restored_from: null, removed: true, snapshot: null };
      await trx
        .insertInto('info_component_versions')
        .values(row)
        .onConflict((oc) => oc.columns(['component_id', 'version']).doNothing())
        .execute();
    }
  },
});
