import { useNamespace } from '@cenacle/kit';
import { BranchCmsPage } from '../features/branch-page/components/BranchCmsPage.tsx';
import { CONTENT_MESSAGES, FILES_MESSAGES } from '../i18n/messages.ts';
import { CMS_NS, loadCmsStrings } from '../i18n/namespace.ts';

/** Exposed as `cms/BranchCmsRoute`: the shell mounts it at /branch-cms. */
export default function BranchCmsRoute() {
  useNamespace(CMS_NS, loadCmsStrings, CONTENT_MESSAGES, FILES_MESSAGES);
  return <BranchCmsPage />;
}
