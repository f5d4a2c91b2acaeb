import { Button, Link, makeStyles } from '@cenacle/kit/ui';
import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@cenacle/kit/ui-extended';
import type { Conference } from '@cenacle/shared-domain/conferences/contracts';
import { useTranslation } from 'react-i18next';
import { fileUrl } from '../api/conferences.api.ts';

// Icon-only buttons side by side in a column wide enough for both: a row stays one line high.
const useStyles = makeStyles({
  actions: { width: '5.5rem' },
  buttons: { whiteSpace: 'nowrap' },
  file: { overflowWrap: 'anywhere' },
});

/** The catalogue: season, level, number, name, language, files; edit and delete per row. */
export function ConferenceTable(props: {
  readonly list: readonly Conference[];
  readonly onEdit: (c: Conference) => void;
  readonly onDelete: (c: Conference) => void;
}) {
  const { t } = useTranslation('planning');
  const styles = useStyles();
  const heads = ['season', 'level', 'number', 'name', 'lang', 'files'] as const;
  return (
    <Table aria-label={t('conferences.title')} data-testid="conference-list">
      <TableHeader>
        <TableRow>
          {heads.map((h) => (
            <TableHeaderCell key={h}>{t(`conferences.form.${h}`)}</TableHeaderCell>
          ))}
          <TableHeaderCell className={styles.actions} />
        </TableRow>
      </TableHeader>
      <TableBody>
        {props.list.map((c) => (
          <TableRow key={c.id.value} data-testid="conference-row">
            <TableCell>{t(`season.${c.season}`)}</TableCell>
            <TableCell>{c.level}</TableCell>
            <TableCell>{c.number}</TableCell>
            <TableCell>{c.name}</TableCell>
            <TableCell>{t(`conferences.languages.${c.lang}`)}</TableCell>
            <TableCell className={styles.file}>
              {c.files.map((f) => (
                <Link key={f.fileId} href={fileUrl(f.fileId)} target="_blank" rel="noreferrer">
                  {f.fileName}{' '}
                </Link>
              ))}
            </TableCell>
            <TableCell className={styles.buttons}>
              <Button
                appearance="subtle"
                icon={<span aria-hidden="true">✎</span>}
                onClick={() => props.onEdit(c)}
                aria-label={t('conferences.edit', { name: c.name })}
              />
              <Button
                appearance="subtle"
                icon={<span aria-hidden="true">✕</span>}
                onClick={() => props.onDelete(c)}
                aria-label={t('conferences.delete', { name: c.name })}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
