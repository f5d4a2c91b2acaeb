import { Caption1, Link, makeStyles, Subtitle2, Text, tokens } from '@cenacle/kit/ui';
import { useTranslation } from 'react-i18next';
import { fileUrl, thumbnailUrl } from '../../files/files.api.ts';
import type { FileRef } from '../center-draft.ts';
import { bedCount } from '../center-draft.ts';

const useStyles = makeStyles({
  row: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-start' },
  photo: { width: '120px', height: '90px', objectFit: 'cover', borderRadius: tokens.borderRadiusMedium },
  text: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  files: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
  description: { whiteSpace: 'pre-wrap' },
});

interface BuildingLike {
  readonly name: string;
  readonly photo: FileRef | null;
  readonly lift: boolean;
  readonly attachments: readonly FileRef[];
  readonly description: string;
  readonly rooms: readonly { readonly beds: number | string }[];
}

/** A building's header: photo, name, lift, rooms and beds, attachments and description. */
export function BuildingSummary({ building }: { readonly building: BuildingLike }) {
  const styles = useStyles();
  const { t } = useTranslation('planning');
  return (
    <div className={styles.row}>
      {building.photo && (
        <img
          className={styles.photo}
          src={thumbnailUrl(building.photo.fileId)}
          alt={t('retreatCenters.photo.alt', { name: building.name })}
          data-testid="building-photo"
        />
      )}
      <div className={styles.text}>
        <Subtitle2 data-testid="building-name">{building.name}</Subtitle2>
        <Caption1>
          {[
            building.lift ? t('retreatCenters.buildings.lift') : t('retreatCenters.buildings.noLift'),
            t('retreatCenters.buildings.totals', {
              rooms: building.rooms.length,
              beds: bedCount(building.rooms),
            }),
          ].join(' · ')}
        </Caption1>
        {building.attachments.length > 0 && (
          <ul className={styles.files} aria-label={t('retreatCenters.buildings.field.attachments')}>
            {building.attachments.map((file) => (
              <li key={file.fileId}>
                <Link href={fileUrl(file.fileId)} target="_blank" rel="noreferrer">
                  {file.fileName}
                </Link>
              </li>
            ))}
          </ul>
        )}
        {building.description && <Text className={styles.description}>{building.description}</Text>}
      </div>
    </div>
  );
}
