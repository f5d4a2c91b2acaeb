import { useNamespace } from '@cenacle/kit';
import { InfoComponentsPage } from '../features/info-components/InfoComponentsPage.tsx';
import { CONTENT_MESSAGES, FILES_MESSAGES } from '../i18n/messages.ts';
import { CMS_NS, loadCmsStrings } from '../i18n/namespace.ts';

/** Exposed as `cms/InfoComponentsRoute`: the shell mounts it at /info-components (administrators). */
export default function InfoComponentsRoute() {
  useNamespace(CMS_NS, loadCmsStrings, CONTENT_MESSAGES, FILES_MESSAGES);
  return <InfoComponentsPage />;
}
