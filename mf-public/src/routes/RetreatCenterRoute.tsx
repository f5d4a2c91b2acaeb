import { useParams } from '@cenacle/kit/router';
import { RetreatCenterPage } from '../features/retreat-center/components/RetreatCenterPage.tsx';
import { preparePublicStrings, usePublicStrings } from '../features/site/components/PublicPage.tsx';

/** `/retreat-center/{id}`: a retreat centre's public page. Exposed as `publicSite/RetreatCenterRoute`. */
export const prepare = preparePublicStrings;

export default function RetreatCenterRoute() {
  usePublicStrings();
  const id = useParams()['*']?.split('/')[0] ?? '';
  return <RetreatCenterPage key={id} id={id} />;
}
