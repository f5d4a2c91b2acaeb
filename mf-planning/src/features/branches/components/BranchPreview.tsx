import { makeStyles, tokens } from '@cenacle/kit/ui';
import type { Branch } from '@cenacle/shared-domain/organisation/contracts';
import { countryName } from '@cenacle/shared-domain/rules';
import { useTranslation } from 'react-i18next';
import { thumbnailUrl } from '../../files/files.api.ts';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
  },
  term: { fontWeight: tokens.fontWeightSemibold },
  photo: { maxWidth: '240px', borderRadius: tokens.borderRadiusMedium },
  description: { marginTop: tokens.spacingVerticalM },
});

/** The branch read-only: every field, the description as the server sanitized it. */
export function BranchPreview({ branch }: { readonly branch: Branch }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('planning');
  const none = t('branches.none');
  const rows: [string, string][] = [
    ['name', branch.name],
    ['country', countryName(branch.country, i18n.language)],
    ['city', branch.city],
    ['phone', branch.phone ?? none],
    ['email', branch.email ?? none],
    ['facebook', branch.facebook ?? none],
    ['longitude', branch.longitude?.toString() ?? none],
    ['latitude', branch.latitude?.toString() ?? none],
    ['currencySign', branch.currencySign],
    ['active', branch.active ? t('branches.yes') : t('branches.no')],
  ];
  return (
    <div data-testid="branch-preview">
      {branch.photo && (
        <img
          className={styles.photo}
          src={thumbnailUrl(branch.photo.fileId)}
          alt={t('branches.photo.alt', { name: branch.name })}
        />
      )}
      <dl className={styles.list}>
        {rows.map(([field, value]) => (
          <div key={field} style={{ display: 'contents' }}>
            <dt className={styles.term}>{t(`branches.field.${field as 'name'}`)}</dt>
            <dd style={{ margin: 0 }}>{value}</dd>
          </div>
        ))}
      </dl>
      {branch.description && (
        // Sanitized by the server before it was stored (save-branch route): only harmless tags remain.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitized rich text
        <div className={styles.description} dangerouslySetInnerHTML={{ __html: branch.description }} />
      )}
    </div>
  );
}
