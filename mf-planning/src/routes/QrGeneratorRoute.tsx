import { useNamespace } from '@cenacle/kit';
import { QrGeneratorPage } from '../features/qr/QrGeneratorPage.tsx';
import { loadPlanningStrings, PLANNING_NS } from '../i18n/namespace.ts';

/** Exposed as `planning/QrGeneratorRoute`: /qr-generator, for anyone signed in (spec §2). */
export default function QrGeneratorRoute() {
  useNamespace(PLANNING_NS, loadPlanningStrings);
  return <QrGeneratorPage />;
}
