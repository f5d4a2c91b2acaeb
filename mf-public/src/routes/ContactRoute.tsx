import { ContactPage } from '../features/contact/components/ContactPage.tsx';
import { preparePublicStrings, usePublicStrings } from '../features/site/components/PublicPage.tsx';

/** `/contact`: the branches' contact boxes. Exposed as `publicSite/ContactRoute`. */
export const prepare = preparePublicStrings;

export default function ContactRoute() {
  usePublicStrings();
  return <ContactPage />;
}
