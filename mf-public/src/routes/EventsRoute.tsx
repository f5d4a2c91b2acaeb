import { EventsPage } from '../features/events/components/EventsPage.tsx';
import { preparePublicStrings, usePublicStrings } from '../features/site/components/PublicPage.tsx';

/** `/events`: the published sessions with their filters and previews. Exposed as `publicSite/EventsRoute`. */
export const prepare = preparePublicStrings;

export default function EventsRoute() {
  usePublicStrings();
  return <EventsPage />;
}
