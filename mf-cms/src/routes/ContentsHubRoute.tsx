import { useNamespace } from '@cenacle/kit';
import { ContentsHubPage } from '../features/contents-hub/ContentsHubPage.tsx';
import { CMS_NS, loadCmsStrings } from '../i18n/namespace.ts';

/** Exposed as `cms/ContentsHubRoute`: the shell mounts it at /configurable-contents. */
export default function ContentsHubRoute() {
  useNamespace(CMS_NS, loadCmsStrings);
  return <ContentsHubPage />;
}
