import { CmsLocationPage } from '../features/cms-pages/components/CmsLocationPage.tsx';
import { usePublicStrings } from '../features/site/components/PublicPage.tsx';

/** `/blog`: its CMS sections. Exposed as `publicSite/BlogRoute`. */
export default function BlogRoute() {
  usePublicStrings();
  return <CmsLocationPage page="blog" />;
}
