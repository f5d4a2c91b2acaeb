import { Button, Field, Link, makeStyles, tokens } from '@cenacle/kit/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileUrl, uploadDocument } from '../api/conferences.api.ts';

type ConferenceFile = { readonly fileId: string; readonly fileName: string };

const useStyles = makeStyles({
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
  hidden: { display: 'none' },
});

const ACCEPT = '.pdf,.doc,.docx,.odt,.txt,.jpg,.jpeg,.png';

/** The conference's files: each uploaded to the file store as it is chosen, removable before saving. */
export function FilesField(props: {
  readonly files: readonly ConferenceFile[];
  readonly error?: string;
  readonly onChange: (files: readonly ConferenceFile[]) => void;
}) {
  const { t } = useTranslation('planning');
  const styles = useStyles();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const choose = async (list: FileList | null) => {
    if (!list?.length) return;
    setBusy(true);
    setFailure(null);
    try {
      const uploaded = await Promise.all([...list].map(uploadDocument));
      props.onChange([...props.files, ...uploaded]);
    } catch {
      setFailure(t('conferences.form.uploadFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Field label={t('conferences.form.files')} required validationMessage={failure ?? props.error}>
      <ul className={styles.list} data-testid="conference-files">
        {props.files.map((file) => (
          <li key={file.fileId}>
            <Link href={fileUrl(file.fileId)} target="_blank" rel="noreferrer">
              {file.fileName}
            </Link>{' '}
            <Button
              size="small"
              appearance="subtle"
              aria-label={t('conferences.form.removeFile', { name: file.fileName })}
              onClick={() => props.onChange(props.files.filter((f) => f.fileId !== file.fileId))}
            >
              ✕
            </Button>
          </li>
        ))}
      </ul>
      <label>
        <input
          type="file"
          multiple
          accept={ACCEPT}
          data-testid="conference-file-input"
          aria-label={t('conferences.form.chooseFile')}
          disabled={busy}
          onChange={(e) => void choose(e.target.files)}
        />
      </label>
      {busy && <span role="status">{t('conferences.form.uploading')}</span>}
    </Field>
  );
}
