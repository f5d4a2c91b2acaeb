import { useNamespace } from '@cenacle/kit';
import { AboutUsPage } from '../features/about-us/components/AboutUsPage.tsx';
import { CONTENT_MESSAGES } from '../i18n/messages.ts';
import { CMS_NS, loadCmsStrings } from '../i18n/namespace.ts';

/** Exposed as `cms/AboutUsRoute`: the shell mounts it at /config/about-us (administrators). */
export default function AboutUsRoute() {
  useNamespace(CMS_NS, loadCmsStrings, CONTENT_MESSAGES);
  return <AboutUsPage />;
}
