import {
  type StoredTestimony,
  TESTIMONY_CONTENT_MAX_LENGTH,
  TestimonySaveRequestSchema,
  TestimonySchema,
  testimonyDecider,
  testimonyStream,
} from '@cenacle/shared-domain/content';
import { commandRoute } from '../http/command-route.ts';
import { TESTIMONY_EDITORS } from './content-access.ts';
import { checkBranch, checkImage, cleanRichText } from './content-fields.ts';

/**
 * `POST /api/config-testimony/`: adds a testimony (201) or saves one again (200). A TEXT's content
 * keeps only harmless HTML; a VIDEO's is its http(s) address. Saving one again names the `version`
 * it was loaded at (a stale one answers 409, decision 019). Testimony admins and admins.
 */
export const saveTestimonyRoute = commandRoute({
  method: 'POST',
  url: '/api/config-testimony/',
  summary: 'Add a testimony, or save one again',
  tags: ['content'],
  entityName: 'testimony',
  audience: TESTIMONY_EDITORS,
  body: TestimonySaveRequestSchema,
  response: { 200: TestimonySchema, 201: TestimonySchema },
  async handle({ body, deps, run }) {
    const testimonyId = body.id?.value ?? deps.newId();
    const branchId = body.branch?.value ?? null;
    await checkBranch(deps, branchId);
    await checkImage(deps, body.photo, 'photo');
    const values: StoredTestimony = {
      testimonyId,
      author: body.author,
      content:
        body.type === 'TEXT'
          ? cleanRichText(body.content, 'content', TESTIMONY_CONTENT_MAX_LENGTH, true)
          : body.content,
      type: body.type,
      branchId,
      country: body.country,
      onMainPage: body.onMainPage,
      photo: body.photo,
      created: deps.clock().toISOString(),
    };
    const before = body.id
      ? (await deps.bus.load(testimonyDecider, testimonyStream(testimonyId))).state
      : null;
    const { state } = await run(testimonyDecider, testimonyStream(testimonyId), {
      type: 'SaveTestimony',
      data: { ...values, expectedVersion: body.version },
    });
    const saved = state.status === 'kept' ? state.values : values;
    return {
      status: before && before.status !== 'none' ? 200 : 201,
      alert: { key: 'testimony.messages.saved', param: saved.author },
      body: {
        id: { value: testimonyId },
        version: state.version,
        author: saved.author,
        content: saved.content,
        branch: saved.branchId ? { value: saved.branchId } : null,
        country: saved.country,
        onMainPage: saved.onMainPage,
        photo: saved.photo,
        type: saved.type,
        created: saved.created,
      },
    };
  },
});
