import { AboutUsPage } from '../features/about-us/components/AboutUsPage.tsx';
import { preparePublicStrings, usePublicStrings } from '../features/site/components/PublicPage.tsx';

/** `/about-us`: the about-us entries and sections. Exposed as `publicSite/AboutUsRoute`. */
export const prepare = preparePublicStrings;

export default function AboutUsRoute() {
  usePublicStrings();
  return <AboutUsPage />;
}
