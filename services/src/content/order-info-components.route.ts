import { DomainError } from '@cenacle/shared-domain';
import {
  InfoComponentsStyleRequestSchema,
  infoComponentDecider,
  infoComponentStream,
} from '@cenacle/shared-domain/content';
import { z } from 'zod';
import { commandRoute } from '../http/command-route.ts';
import { authorizePage, CMS_EDITORS } from './content-access.ts';

const OrderedSchema = z.array(
  z.object({ id: z.object({ value: z.string() }), index: z.number(), version: z.number() }),
);

/**
 * `POST /api/info-components-style`: the order of one page's sections (location, language, country,
 * branch), first to last. Every section named must be on that page; each that moves gets a version.
 */
export const orderInfoComponentsRoute = commandRoute({
  method: 'POST',
  url: '/api/info-components-style',
  summary: "Order a page's CMS sections",
  tags: ['content'],
  entityName: 'infoComponents',
  audience: CMS_EDITORS,
  body: InfoComponentsStyleRequestSchema,
  response: { 200: OrderedSchema },
  async handle({ body, user, deps, run }) {
    const branchId = body.location === 'BRANCH' ? (body.branch?.value ?? null) : null;
    authorizePage(user, { location: body.location, branchId });
    const ids = body.order.map((id) => id.value);
    for (const [i, componentId] of ids.entries()) {
      const { state } = await deps.bus.load(infoComponentDecider, infoComponentStream(componentId));
      const onPage =
        state.status === 'kept' &&
        state.current.location === body.location &&
        state.current.branchId === branchId &&
        state.current.lang === body.lang &&
        state.current.country === body.country;
      if (!onPage)
        throw new DomainError(
          'SECTION_NOT_ON_PAGE',
          'error.content.notOnPage',
          { id: componentId },
          `order.${i}`,
        );
    }
    const ordered = [];
    for (const [index, componentId] of ids.entries()) {
      const { state } = await run(infoComponentDecider, infoComponentStream(componentId), {
        type: 'MoveInfoComponent',
        data: { componentId, index },
      });
      ordered.push({
        id: { value: componentId },
        index,
        version: state.status === 'none' ? 0 : state.version,
      });
    }
    return { status: 200, alert: { key: 'content.messages.ordered', param: body.location }, body: ordered };
  },
});
