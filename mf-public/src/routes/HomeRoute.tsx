import { HomePage } from '../features/home/components/HomePage.tsx';
import { preparePublicStrings, usePublicStrings } from '../features/site/components/PublicPage.tsx';

/** Home (`/`): the CMS long page, how to join, the branch map, the home page's testimonies. Exposed as `publicSite/HomeRoute`. */
export const prepare = preparePublicStrings;

export default function HomeRoute() {
  usePublicStrings();
  return <HomePage />;
}
