import { Button, Caption1, makeStyles, Spinner, tokens } from '@cenacle/kit/ui';
import { UPLOAD_EXTENSIONS } from '@cenacle/shared-domain/files/rules';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { thumbnailUrl, uploadFile } from '../api/retreat-centers.api.ts';
import type { FileRef } from '../center-draft.ts';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  thumb: { width: '96px', height: '72px', objectFit: 'cover', borderRadius: tokens.borderRadiusMedium },
});

/** The building's photo: uploaded to the file store as soon as it is chosen; the building keeps its id. */
export function PhotoField(props: {
  readonly id: string;
  readonly value: FileRef | null;
  readonly buildingName: string;
  readonly onChange: (photo: FileRef | null) => void;
}) {
  const styles = useStyles();
  const { t } = useTranslation('planning');
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const choose = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setFailed(false);
    try {
      props.onChange(await uploadFile(file));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <div className={styles.row}>
      {props.value ? (
        <img
          className={styles.thumb}
          src={thumbnailUrl(props.value.fileId)}
          alt={t('retreatCenters.photo.alt', { name: props.buildingName })}
          data-testid="building-photo-preview"
        />
      ) : (
        <Caption1>{t('retreatCenters.photo.none')}</Caption1>
      )}
      <input
        ref={input}
        id={props.id}
        type="file"
        hidden
        accept={UPLOAD_EXTENSIONS.image.join(',')}
        data-testid="building-photo-input"
        onChange={(e) => void choose(e.target.files?.[0])}
      />
      <Button
        onClick={() => input.current?.click()}
        disabledFocusable={busy}
        icon={busy ? <Spinner size="tiny" /> : undefined}
      >
        {busy ? t('retreatCenters.photo.uploading') : t('retreatCenters.photo.choose')}
      </Button>
      {props.value && (
        <Button onClick={() => props.onChange(null)}>{t('retreatCenters.photo.remove')}</Button>
      )}
      {failed && <Caption1 role="alert">{t('retreatCenters.photo.failed')}</Caption1>}
    </div>
  );
}
