import { CmsLocationPage } from '../features/cms-pages/components/CmsLocationPage.tsx';
import { preparePublicStrings, usePublicStrings } from '../features/site/components/PublicPage.tsx';

/** `/blog`: its CMS sections. Exposed as `publicSite/BlogRoute`. */
export const prepare = preparePublicStrings;

export default function BlogRoute() {
  usePublicStrings();
  return <CmsLocationPage page="blog" />;
}
