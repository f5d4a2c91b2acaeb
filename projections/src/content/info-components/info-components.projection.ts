import { defineProjector } from '@cenacle/infra/runner/define-projector.ts';
import {
  contentEvents,
  INFO_COMPONENTS_READ_MODEL,
  type InfoComponentEvent,
} from '@cenacle/shared-domain/content';

/** The CMS sections as they now stand (table `info_components`); a removed one leaves it. */
export const infoComponentsProjector = defineProjector<InfoComponentEvent>()({
  name: INFO_COMPONENTS_READ_MODEL,
  handles: ['InfoComponentSaved', 'InfoComponentMoved', 'InfoComponentRemoved'],
  tables: ['info_components'],
  events: contentEvents,
  async apply(trx, events) {
    for (const event of events) {
      const version = Number(event.revision) + 1;
      const modified_at = event.metadata.timestamp;
      switch (event.type) {
        case 'InfoComponentSaved': {
          const { componentId, name, location, lang, country, branchId, index, section } = event.data;
          const values = {
            name,
            location,
            lang,
            country,
            branch_id: branchId,
            idx: index,
            section: JSON.stringify(section),
            version,
            modified_at,
          };
          await trx
            .insertInto('info_components')
            .values({ id: componentId, ...values })
            .onConflict((oc) => oc.column('id').doUpdateSet(values))
            .execute();
          break;
        }
        case 'InfoComponentMoved':
          await trx
            .updateTable('info_components')
            .set({ idx: event.data.index, version, modified_at })
            .where('id', '=', event.data.componentId)
            .execute();
          break;
        case 'InfoComponentRemoved':
          await trx.deleteFrom('info_components').where('id', '=', event.data.componentId).execute();
          break;
      }
    }
  },
});
