import { useNamespace } from '@cenacle/kit';
import { LocationSectionsPage } from '../features/sections/components/LocationSectionsPage.tsx';
import { CONTENT_MESSAGES, FILES_MESSAGES } from '../i18n/messages.ts';
import { CMS_NS, loadCmsStrings } from '../i18n/namespace.ts';

/**
 * Exposed as `cms/SectionsRoute`: the shell mounts it at /configurable-content-first, -about-us,
 * -formation and -blog; the path says which page's sections it lists.
 */
export default function SectionsRoute() {
  useNamespace(CMS_NS, loadCmsStrings, CONTENT_MESSAGES, FILES_MESSAGES);
  return <LocationSectionsPage />;
}
