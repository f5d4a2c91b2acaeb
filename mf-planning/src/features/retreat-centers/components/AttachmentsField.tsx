import { Button, Caption1, Link, makeStyles, Spinner, tokens } from '@cenacle/kit/ui';
import { UPLOAD_EXTENSIONS } from '@cenacle/shared-domain/files/rules';
import { MAX_ATTACHMENTS } from '@cenacle/shared-domain/lodging/rules';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileUrl, uploadFile } from '../api/retreat-centers.api.ts';
import type { FileRef } from '../center-draft.ts';

const useStyles = makeStyles({
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

/** The building's attachments (plans, rules of the house): each uploaded as it is chosen, removable before saving. */
export function AttachmentsField(props: {
  readonly id: string;
  readonly files: readonly FileRef[];
  readonly onChange: (files: readonly FileRef[]) => void;
}) {
  const styles = useStyles();
  const { t } = useTranslation('planning');
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const choose = async (list: FileList | null) => {
    if (!list?.length) return;
    setBusy(true);
    setFailed(false);
    try {
      const uploaded = await Promise.all([...list].map(uploadFile));
      props.onChange([...props.files, ...uploaded]);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <div>
      {props.files.length === 0 ? (
        <Caption1>{t('retreatCenters.attachments.none')}</Caption1>
      ) : (
        <ul className={styles.list} data-testid="building-attachments">
          {props.files.map((file) => (
            <li key={file.fileId}>
              <Link href={fileUrl(file.fileId)} target="_blank" rel="noreferrer">
                {file.fileName}
              </Link>{' '}
              <Button
                size="small"
                appearance="subtle"
                aria-label={t('retreatCenters.attachments.remove', { name: file.fileName })}
                onClick={() => props.onChange(props.files.filter((f) => f.fileId !== file.fileId))}
              >
                ✕
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.row}>
        <input
          ref={input}
          id={props.id}
          type="file"
          multiple
          hidden
          accept={UPLOAD_EXTENSIONS.document.join(',')}
          data-testid="building-attachments-input"
          onChange={(e) => void choose(e.target.files)}
        />
        <Button
          onClick={() => input.current?.click()}
          disabledFocusable={busy || props.files.length >= MAX_ATTACHMENTS}
          icon={busy ? <Spinner size="tiny" /> : undefined}
        >
          {busy ? t('retreatCenters.attachments.uploading') : t('retreatCenters.attachments.choose')}
        </Button>
        {failed && <Caption1 role="alert">{t('retreatCenters.attachments.failed')}</Caption1>}
      </div>
    </div>
  );
}
