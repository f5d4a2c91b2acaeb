import { Button, Caption1, makeStyles, Spinner, tokens } from '@cenacle/kit/ui';
import { UPLOAD_EXTENSIONS } from '@cenacle/shared-domain/files/rules';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type StoredFile, thumbnailUrl } from './files.api.ts';
import { useUpload } from './useUpload.ts';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  thumb: { width: '96px', height: '72px', objectFit: 'cover', borderRadius: tokens.borderRadiusMedium },
});

/**
 * A photo of a branch, a public session or a building: uploaded to the file store as soon as it is
 * chosen; the form keeps its id until it is saved.
 */
export function PhotoField(props: {
  readonly id: string;
  readonly value: StoredFile | null;
  /** The image's text alternative ("the photo of branch X"). */
  readonly alt: string;
  readonly testIds: { readonly preview: string; readonly input: string };
  readonly onChange: (photo: StoredFile | null) => void;
}) {
  const styles = useStyles();
  const { t } = useTranslation('planning');
  const input = useRef<HTMLInputElement>(null);
  const { busy, failure, upload } = useUpload();
  const choose = async (file: File | undefined) => {
    const stored = await upload(file ? [file] : []);
    if (stored?.[0]) props.onChange(stored[0]);
    if (input.current) input.current.value = '';
  };
  return (
    <div className={styles.row}>
      {props.value ? (
        <img
          className={styles.thumb}
          src={thumbnailUrl(props.value.fileId)}
          alt={props.alt}
          data-testid={props.testIds.preview}
        />
      ) : (
        <Caption1>{t('files.photo.none')}</Caption1>
      )}
      <input
        ref={input}
        id={props.id}
        type="file"
        hidden
        accept={UPLOAD_EXTENSIONS.image.join(',')}
        data-testid={props.testIds.input}
        onChange={(e) => void choose(e.target.files?.[0])}
      />
      <Button
        onClick={() => input.current?.click()}
        disabledFocusable={busy}
        icon={busy ? <Spinner size="tiny" /> : undefined}
      >
        {busy ? t('files.photo.uploading') : t('files.photo.choose')}
      </Button>
      {props.value && <Button onClick={() => props.onChange(null)}>{t('files.photo.remove')}</Button>}
      {failure !== null && (
        <Caption1 role="alert">
          {t('files.photo.failed')} {failure}
        </Caption1>
      )}
    </div>
  );
}
