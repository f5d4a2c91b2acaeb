import {
  ABOUT_US_CONTENT_MAX_LENGTH,
  type AboutUsEntry,
  AboutUsEntrySchema,
  AboutUsSaveRequestSchema,
  aboutUsDecider,
  aboutUsStream,
} from '@cenacle/shared-domain/content';
import { commandRoute } from '../http/command-route.ts';
import { checkBranch, cleanRichText } from './content-fields.ts';

/**
 * `POST /api/about-us/`: adds an about-us entry (201) or saves one again (200) from the `version` it
 * was loaded at (a stale one answers 409, decision 019); admins only.
 */
export const saveAboutUsRoute = commandRoute({
  method: 'POST',
  url: '/api/about-us/',
  summary: 'Add an about-us entry, or save one again',
  tags: ['content'],
  entityName: 'aboutUs',
  audience: ['ADMIN'],
  body: AboutUsSaveRequestSchema,
  response: { 200: AboutUsEntrySchema, 201: AboutUsEntrySchema },
  async handle({ body, deps, run }) {
    const entryId = body.id?.value ?? deps.newId();
    const existed = body.id
      ? (await deps.bus.load(aboutUsDecider, aboutUsStream(entryId))).state.status !== 'none'
      : false;
    const branchId = body.branch?.value ?? null;
    await checkBranch(deps, branchId);
    const values = {
      entryId,
      title: body.title,
      content: cleanRichText(body.content, 'content', ABOUT_US_CONTENT_MAX_LENGTH, true),
      language: body.language,
      main: body.main,
      branchId,
    };
    const saved = await run(aboutUsDecider, aboutUsStream(entryId), {
      type: 'SaveAboutUsEntry',
      data: { ...values, expectedVersion: body.version },
    });
    const entry: AboutUsEntry = {
      id: { value: entryId },
      version: saved.state.version,
      title: values.title,
      content: values.content,
      language: values.language,
      main: values.main,
      branch: branchId ? { value: branchId } : null,
      lastModifiedDate: deps.clock().toISOString(),
    };
    return {
      status: existed ? 200 : 201,
      alert: { key: 'aboutUs.messages.saved', param: values.title },
      body: entry,
    };
  },
});
