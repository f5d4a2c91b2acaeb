import { Field } from '@cenacle/kit/ui';
import { UPLOAD_EXTENSIONS } from '@cenacle/shared-domain/files/rules';
import { useTranslation } from 'react-i18next';
import type { StoredFile } from '../../files/files.api.ts';
import { StoredFileList } from '../../files/StoredFileList.tsx';
import { useUpload } from '../../files/useUpload.ts';
import { uploadDocument } from '../api/conferences.api.ts';

type ConferenceFile = StoredFile;

/** The conference's files: each uploaded to the file store as it is chosen, removable before saving. */
export function FilesField(props: {
  readonly files: readonly ConferenceFile[];
  readonly error?: string;
  readonly onChange: (files: readonly ConferenceFile[]) => void;
}) {
  const { t } = useTranslation('planning');
  const { busy, failure, upload } = useUpload(uploadDocument);
  const choose = async (list: FileList | null) => {
    const stored = await upload([...(list ?? [])]);
    if (stored) props.onChange([...props.files, ...stored]);
  };
  return (
    <Field
      label={t('conferences.form.files')}
      required
      validationMessage={failure === null ? props.error : `${t('conferences.form.uploadFailed')} ${failure}`}
    >
      <StoredFileList
        files={props.files}
        testId="conference-files"
        removeLabel={(name) => t('conferences.form.removeFile', { name })}
        onChange={props.onChange}
      />
      <label>
        <input
          type="file"
          multiple
          accept={UPLOAD_EXTENSIONS.document.join(',')}
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
