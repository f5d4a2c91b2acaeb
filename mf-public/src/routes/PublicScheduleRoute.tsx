import { useSearchParams } from '@cenacle/kit/router';
import { PublicSchedulePage } from '../features/public-schedule/components/PublicSchedulePage.tsx';
import { preparePublicStrings, usePublicStrings } from '../features/site/components/PublicPage.tsx';

/** `/public-schedule?session={id}`: a session's schedule for anyone. Exposed as `publicSite/PublicScheduleRoute`. */
export const prepare = preparePublicStrings;

export default function PublicScheduleRoute() {
  usePublicStrings();
  const [params] = useSearchParams();
  const sessionId = params.get('session');
  return <PublicSchedulePage key={sessionId ?? ''} sessionId={sessionId} />;
}
