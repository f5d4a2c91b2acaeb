import { useNamespace } from '@cenacle/kit';
import { TestimoniesPage } from '../features/testimonies/components/TestimoniesPage.tsx';
import { CONTENT_MESSAGES, FILES_MESSAGES } from '../i18n/messages.ts';
import { CMS_NS, loadCmsStrings } from '../i18n/namespace.ts';

/** Exposed as `cms/TestimoniesRoute`: the shell mounts it at /config-testimonies. */
export default function TestimoniesRoute() {
  useNamespace(CMS_NS, loadCmsStrings, CONTENT_MESSAGES, FILES_MESSAGES);
  return <TestimoniesPage />;
}
