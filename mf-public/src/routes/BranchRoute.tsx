import { useParams } from '@cenacle/kit/router';
import { BranchPage } from '../features/branch/components/BranchPage.tsx';
import { preparePublicStrings, usePublicStrings } from '../features/site/components/PublicPage.tsx';

/** `/branch/{id}`: a branch's page with its contact box. Exposed as `publicSite/BranchRoute`. */
export const prepare = preparePublicStrings;

export default function BranchRoute() {
  usePublicStrings();
  const id = useParams()['*']?.split('/')[0] ?? '';
  return <BranchPage key={id} id={id} />;
}
