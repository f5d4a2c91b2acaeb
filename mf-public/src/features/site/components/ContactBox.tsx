import type { Branch } from '@cenacle/shared-domain/organisation/contracts';
import { useTranslation } from 'react-i18next';
import styles from './site.module.css';

/** A branch's contact box (spec §2 /branch/:id): phone, e-mail, Facebook; what is missing is left out. */
export function ContactBox(props: {
  readonly branch: Pick<Branch, 'name' | 'city' | 'phone' | 'email' | 'facebook'>;
  readonly heading: 'h2' | 'h3';
}) {
  const { t } = useTranslation('public');
  const { branch, heading: Heading } = props;
  const none = !branch.phone && !branch.email && !branch.facebook;
  return (
    <section className={styles.contact} aria-label={t('contact.boxOf', { name: branch.name })}>
      <Heading>{branch.name}</Heading>
      <p className={styles.muted}>{branch.city}</p>
      {none ? (
        <p>{t('contact.none')}</p>
      ) : (
        <dl>
          {branch.phone && (
            <>
              <dt>{t('contact.phone')}</dt>
              <dd>
                <a href={`tel:${branch.phone.replace(/[^+0-9]/g, '')}`}>{branch.phone}</a>
              </dd>
            </>
          )}
          {branch.email && (
            <>
              <dt>{t('contact.email')}</dt>
              <dd>
                <a href={`mailto:${branch.email}`}>{branch.email}</a>
              </dd>
            </>
          )}
          {branch.facebook && (
            <>
              <dt>{t('contact.facebook')}</dt>
              <dd>
                <a href={branch.facebook} rel="noopener noreferrer" target="_blank">
                  {t('contact.facebookLink', { name: branch.name })}
                </a>
              </dd>
            </>
          )}
        </dl>
      )}
    </section>
  );
}
