import { Body1, Card, Link, Subtitle2 } from '@cenacle/kit/ui';
import type { Branch } from '@cenacle/shared-domain/organisation/contracts';
import { useTranslation } from 'react-i18next';

/** The branch's contact box as its public page shows it: phone, email, facebook. */
export function ContactBox({ branch }: { readonly branch: Branch }) {
  const { t } = useTranslation('cms');
  return (
    <Card data-testid="branch-contact" aria-label={t('branchPage.contact')}>
      <Subtitle2 as="h2" block>
        {t('branchPage.contact')}
      </Subtitle2>
      <Body1>
        {t('branchPage.phone')}:{' '}
        {branch.phone ? <Link href={`tel:${branch.phone}`}>{branch.phone}</Link> : '—'}
      </Body1>
      <Body1>
        {t('branchPage.email')}:{' '}
        {branch.email ? <Link href={`mailto:${branch.email}`}>{branch.email}</Link> : '—'}
      </Body1>
      <Body1>
        {t('branchPage.facebook')}:{' '}
        {branch.facebook ? (
          <Link href={branch.facebook} target="_blank" rel="noreferrer">
            {branch.facebook}
          </Link>
        ) : (
          '—'
        )}
      </Body1>
      <Body1>{t('branchPage.contactHint')}</Body1>
    </Card>
  );
}
