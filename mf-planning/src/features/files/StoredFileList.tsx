import { Button, Link, makeStyles, tokens } from '@cenacle/kit/ui';
import { fileUrl, type StoredFile } from './files.api.ts';

const useStyles = makeStyles({
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
});

/** Files kept by a form: each a link to the stored file, with ✕ to take it off before saving. */
export function StoredFileList(props: {
  readonly files: readonly StoredFile[];
  readonly testId: string;
  /** The ✕'s spoken label for a file. */
  readonly removeLabel: (name: string) => string;
  readonly onChange: (files: readonly StoredFile[]) => void;
}) {
  const styles = useStyles();
  return (
    <ul className={styles.list} data-testid={props.testId}>
      {props.files.map((file) => (
        <li key={file.fileId}>
          <Link href={fileUrl(file.fileId)} target="_blank" rel="noreferrer">
            {file.fileName}
          </Link>{' '}
          <Button
            size="small"
            appearance="subtle"
            aria-label={props.removeLabel(file.fileName)}
            onClick={() => props.onChange(props.files.filter((f) => f.fileId !== file.fileId))}
          >
            ✕
          </Button>
        </li>
      ))}
    </ul>
  );
}
