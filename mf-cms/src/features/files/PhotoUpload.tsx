import { apiUrl, isApiError, type StoredFile, translateDynamic, uploadToFileStore } from '@cenacle/kit';
import { Button, Caption1, makeStyles, Spinner, tokens } from '@cenacle/kit/ui';
import { UPLOAD_EXTENSIONS } from '@cenacle/shared-domain/files/rules';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  thumb: { width: '96px', height: '72px', objectFit: 'cover', borderRadius: tokens.borderRadiusMedium },
});

/**
 * A photo of a section or a testimony: uploaded to the file store (`POST api/document/upload`) as
 * soon as it is chosen; the form keeps its id until it is saved. The server's refusal shows here.
 */
export function PhotoUpload(props: {
  readonly id: string;
  readonly value: StoredFile | null;
  /** The photo's text alternative. */
  readonly alt: string;
  readonly onChange: (photo: StoredFile | null) => void;
}) {
  const styles = useStyles();
  const { t } = useTranslation('cms');
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    setBusy(true);
    setFailure(null);
    try {
      props.onChange(await uploadToFileStore(file));
    } catch (error) {
      setFailure(isApiError(error) ? translateDynamic(error.messageKey, error.params) : '');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.row}>
      {props.value ? (
        <img
          className={styles.thumb}
          src={apiUrl(`/api/thumbnail/${encodeURIComponent(props.value.fileId)}`)}
          alt={props.alt}
          data-testid={`${props.id}-preview`}
        />
      ) : (
        <Caption1>{t('photo.none')}</Caption1>
      )}
      <input
        ref={input}
        id={props.id}
        type="file"
        hidden
        accept={UPLOAD_EXTENSIONS.image.join(',')}
        data-testid={`${props.id}-input`}
        onChange={(e) => void choose(e.target.files?.[0])}
      />
      <Button
        onClick={() => input.current?.click()}
        disabledFocusable={busy}
        icon={busy ? <Spinner size="tiny" /> : undefined}
      >
        {busy ? t('photo.uploading') : t('photo.choose')}
      </Button>
      {props.value && <Button onClick={() => props.onChange(null)}>{t('photo.remove')}</Button>}
      {failure !== null && (
        <Caption1 role="alert">
          {t('photo.failed')} {failure}
        </Caption1>
      )}
    </div>
  );
}
