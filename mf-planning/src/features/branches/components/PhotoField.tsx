import { Button, Caption1, makeStyles, Spinner, tokens } from '@cenacle/kit/ui';
import { UPLOAD_EXTENSIONS } from '@cenacle/shared-domain/files/rules';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imageUrl, uploadPhoto } from '../api/branches.api.ts';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  thumb: { width: '96px', height: '72px', objectFit: 'cover', borderRadius: tokens.borderRadiusMedium },
});

type Photo = { readonly fileId: string; readonly fileName: string } | null;

/** Uploads the chosen image to the file store at once; the form keeps its id until it is saved. */
export function PhotoField(props: {
  readonly id: string;
  readonly value: Photo;
  readonly branchName: string;
  readonly onChange: (photo: Photo) => void;
}) {
  const styles = useStyles();
  const { t } = useTranslation('planning');
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const choose = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setFailed(null);
    try {
      props.onChange(await uploadPhoto(file));
    } catch (error) {
      setFailed(error instanceof Error ? error.message : '');
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
          src={imageUrl(props.value.fileId)}
          alt={t('branches.photo.alt', { name: props.branchName })}
          data-testid="branch-photo"
        />
      ) : (
        <Caption1>{t('branches.photo.none')}</Caption1>
      )}
      <input
        ref={input}
        id={props.id}
        type="file"
        hidden
        accept={UPLOAD_EXTENSIONS.image.join(',')}
        data-testid="branch-photo-input"
        onChange={(e) => void choose(e.target.files?.[0])}
      />
      <Button
        onClick={() => input.current?.click()}
        disabledFocusable={busy}
        icon={busy ? <Spinner size="tiny" /> : undefined}
      >
        {busy ? t('branches.photo.uploading') : t('branches.photo.choose')}
      </Button>
      {props.value && <Button onClick={() => props.onChange(null)}>{t('branches.photo.remove')}</Button>}
      {failed !== null && (
        <Caption1 role="alert">
          {t('branches.photo.failed')} {failed}
        </Caption1>
      )}
    </div>
  );
}
