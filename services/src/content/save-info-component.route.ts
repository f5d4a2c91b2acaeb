import { componentOf } from '@cenacle/projections/content/info-components/info-components.queries.ts';
import {
  InfoComponentSaveRequestSchema,
  InfoComponentSchema,
  infoComponentDecider,
  infoComponentStream,
  MAX_SECTION_INDEX,
} from '@cenacle/shared-domain/content';
import { commandRoute } from '../http/command-route.ts';
import { authorizePage, CMS_EDITORS, loadSection } from './content-access.ts';
import { checkBranch } from './content-fields.ts';
import { sectionSnapshot } from './section-snapshot.ts';

/**
 * `POST /api/info-component/`: adds a section to a page (201) or saves one again (200) with its
 * columns, elements and layouts; every save is a version of its history. `version` is the version
 * the editor loaded: a save in between answers 409. Admins edit every page, a branch admin his
 * branch's page (location BRANCH).
 */
export const saveInfoComponentRoute = commandRoute({
  method: 'POST',
  url: '/api/info-component/',
  summary: 'Add a CMS section to a page, or save one again',
  tags: ['content'],
  entityName: 'infoComponent',
  audience: CMS_EDITORS,
  body: InfoComponentSaveRequestSchema,
  response: { 200: InfoComponentSchema, 201: InfoComponentSchema },
  async handle({ body, user, deps, run }) {
    const branchId = body.location === 'BRANCH' ? (body.branch?.value ?? null) : null;
    authorizePage(user, { location: body.location, branchId });
    const componentId = body.id?.value ?? deps.newId();
    const current = body.id ? await loadSection(deps, user, componentId) : { status: 'none' as const };
    await checkBranch(deps, branchId);
    const index =
      body.index ??
      body.section.index ??
      (current.status === 'none' ? MAX_SECTION_INDEX : current.current.index);
    const component = await sectionSnapshot(deps, body, index);
    const result = await run(infoComponentDecider, infoComponentStream(componentId), {
      type: 'SaveInfoComponent',
      data: { componentId, component, expectedVersion: body.version ?? null },
    });
    const { state } = result;
    if (state.status === 'none') throw new Error(`Section ${componentId} missing after save`);
    return {
      status: current.status === 'none' ? 201 : 200,
      alert: { key: 'content.messages.saved', param: component.name },
      body: componentOf(componentId, state.current, state.version, deps.clock()),
    };
  },
});
