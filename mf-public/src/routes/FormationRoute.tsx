import { CmsLocationPage } from '../features/cms-pages/components/CmsLocationPage.tsx';
import { preparePublicStrings, usePublicStrings } from '../features/site/components/PublicPage.tsx';

/** `/formation`: its CMS sections. Exposed as `publicSite/FormationRoute`. */
export const prepare = preparePublicStrings;

export default function FormationRoute() {
  usePublicStrings();
  return <CmsLocationPage page="formation" />;
}
