import { preparePublicStrings, usePublicStrings } from '../features/site/components/PublicPage.tsx';
import { TestimoniesPage } from '../features/testimonies/components/TestimoniesPage.tsx';

/** `/testimonies`: every testimony. Exposed as `publicSite/TestimoniesRoute`. */
export const prepare = preparePublicStrings;

export default function TestimoniesRoute() {
  usePublicStrings();
  return <TestimoniesPage />;
}
