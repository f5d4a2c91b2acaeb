import { Button, Caption1, makeStyles, Spinner, tokens } from '@cenacle/kit/ui';
import { UPLOAD_EXTENSIONS } from '@cenacle/shared-domain/files/rules';
import { MAX_ATTACHMENTS } from '@cenacle/shared-domain/lodging/rules';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { StoredFileList } from '../../files/StoredFileList.tsx';
import { useUpload } from '../../files/useUpload.ts';
import type { FileRef } from '../center-draft.ts';

const useStyles = makeStyles({
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
  const { busy, failure, upload } = useUpload();
  const choose = async (list: FileList | null) => {
    const stored = await upload([...(list ?? [])]);
    if (stored) props.onChange([...props.files, ...stored]);
    if (input.current) input.current.value = '';
  };
  return (
    <div>
      {props.files.length === 0 ? (
        <Caption1>{t('retreatCenters.attachments.none')}</Caption1>
      ) : (
        <StoredFileList
          files={props.files}
          testId="building-attachments"
          removeLabel={(name) => t('retreatCenters.attachments.remove', { name })}
          onChange={props.onChange}
        />
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
        {failure !== null && (
          <Caption1 role="alert">
            {t('retreatCenters.attachments.failed')} {failure}
          </Caption1>
        )}
      </div>
    </div>
  );
}
