import { PrivacyPolicyPage } from '../features/privacy/components/PrivacyPolicyPage.tsx';
import { usePublicStrings } from '../features/site/components/PublicPage.tsx';

/** `/privacy-policy`: the privacy policy. Exposed as `publicSite/PrivacyPolicyRoute`. */
export default function PrivacyPolicyRoute() {
  usePublicStrings();
  return <PrivacyPolicyPage />;
}
