import { EventsPage } from '../features/events/components/EventsPage.tsx';
import { usePublicStrings } from '../features/site/components/PublicPage.tsx';

/** `/events`: the published sessions with their filters and previews. Exposed as `publicSite/EventsRoute`. */
export default function EventsRoute() {
  usePublicStrings();
  return <EventsPage />;
}
