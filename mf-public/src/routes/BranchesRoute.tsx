import { BranchesPage } from '../features/branches/components/BranchesPage.tsx';
import { usePublicStrings } from '../features/site/components/PublicPage.tsx';

/** `/branches`: the branch map and list. Exposed as `publicSite/BranchesRoute`. */
export default function BranchesRoute() {
  usePublicStrings();
  return <BranchesPage />;
}
