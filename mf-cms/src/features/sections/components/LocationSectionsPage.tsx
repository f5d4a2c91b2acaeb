import { useLocation } from '@cenacle/kit/router';
import { useTranslation } from 'react-i18next';
import { PageScopePicker } from '../../page-scope/PageScopePicker.tsx';
import { usePageScope } from '../../page-scope/usePageScope.ts';
import { locationOfPath } from '../section-pages.ts';
import { SectionsPage } from './SectionsPage.tsx';

/** `/configurable-content-*`: the sections of one page of the public site, per language and country. */
export function LocationSectionsPage() {
  const { t } = useTranslation('cms');
  const location = locationOfPath(useLocation().pathname);
  const { language, country } = usePageScope();
  return (
    <SectionsPage
      title={t(`pages.${location}.title`)}
      scope={{ location, language, country, branch: null }}
      picker={<PageScopePicker />}
    />
  );
}
