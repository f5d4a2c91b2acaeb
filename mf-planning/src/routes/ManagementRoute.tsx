import { useNamespace } from '@cenacle/kit';
import { useLocation } from '@cenacle/kit/router';
import { ApiDocsPage } from '../features/management/components/ApiDocsPage.tsx';
import { ConfigurationPage } from '../features/management/components/ConfigurationPage.tsx';
import { HealthPage } from '../features/management/components/HealthPage.tsx';
import { LogsPage } from '../features/management/components/LogsPage.tsx';
import { MetricsPage } from '../features/management/components/MetricsPage.tsx';
import { loadPlanningStrings, PLANNING_NS } from '../i18n/namespace.ts';

const PAGES = {
  metrics: MetricsPage,
  health: HealthPage,
  configuration: ConfigurationPage,
  logs: LogsPage,
  docs: ApiDocsPage,
} as const;

/**
 * Exposed as `planning/ManagementRoute`: the shell mounts it at /admin/metrics, /admin/health,
 * /admin/configuration, /admin/logs and /admin/docs (each a route of its own in routes.ts, so each
 * has its admin-menu entry); the second segment picks the page.
 */
export default function ManagementRoute() {
  useNamespace(PLANNING_NS, loadPlanningStrings);
  const page = useLocation().pathname.split('/').filter(Boolean)[1] as keyof typeof PAGES | undefined;
  const Page = (page && PAGES[page]) || MetricsPage;
  return <Page />;
}
