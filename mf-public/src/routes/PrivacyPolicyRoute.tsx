import { PrivacyPolicyPage } from '../features/privacy/components/PrivacyPolicyPage.tsx';
import { preparePublicStrings, usePublicStrings } from '../features/site/components/PublicPage.tsx';

/** `/privacy-policy`: the privacy policy. Exposed as `publicSite/PrivacyPolicyRoute`. */
export const prepare = preparePublicStrings;

export default function PrivacyPolicyRoute() {
  usePublicStrings();
  return <PrivacyPolicyPage />;
}
