import { Caption1, makeStyles, Subtitle1, tokens } from '@cenacle/kit/ui';
import type { RetreatCenter } from '@cenacle/shared-domain/lodging/contracts';
import { countryName } from '@cenacle/shared-domain/rules';
import { useTranslation } from 'react-i18next';
import { BuildingSummary } from './BuildingSummary.tsx';
import { RoomSummary } from './RoomSummary.tsx';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    margin: 0,
  },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0, whiteSpace: 'pre-wrap' },
  building: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    marginTop: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  rooms: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
});

/** The centre read-only: its fields, then each building with its rooms. */
export function CenterPreview({ center }: { readonly center: RetreatCenter }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('planning');
  const none = t('retreatCenters.none');
  const fields = ['name', 'country', 'city', 'address', 'contact', 'description'] as const;
  return (
    <div data-testid="center-preview">
      <dl className={styles.list}>
        {fields.map((field) => (
          <div key={field} style={{ display: 'contents' }}>
            <dt className={styles.term}>{t(`retreatCenters.field.${field}`)}</dt>
            <dd className={styles.value}>
              {(field === 'country' ? countryName(center.country, i18n.language) : center[field]) || none}
            </dd>
          </div>
        ))}
      </dl>
      <Subtitle1 as="h3" block style={{ marginTop: tokens.spacingVerticalL }}>
        {t('retreatCenters.buildings.title')}
      </Subtitle1>
      {center.buildings.length === 0 && <Caption1>{t('retreatCenters.buildings.none')}</Caption1>}
      {center.buildings.map((building) => (
        <section key={building.id.value} className={styles.building} data-testid="building-card">
          <BuildingSummary building={building} />
          {building.rooms.length === 0 ? (
            <Caption1>{t('retreatCenters.rooms.none')}</Caption1>
          ) : (
            <ul className={styles.rooms}>
              {building.rooms.map((room) => (
                <li key={room.id.value} data-testid="room-card">
                  <RoomSummary room={room} />
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
