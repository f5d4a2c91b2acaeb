import { BranchesPage } from '../features/branches/components/BranchesPage.tsx';
import { preparePublicStrings, usePublicStrings } from '../features/site/components/PublicPage.tsx';

/** `/branches`: the branch map and list. Exposed as `publicSite/BranchesRoute`. */
export const prepare = preparePublicStrings;

export default function BranchesRoute() {
  usePublicStrings();
  return <BranchesPage />;
}
