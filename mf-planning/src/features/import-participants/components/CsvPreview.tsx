import { Caption1, makeStyles } from '@cenacle/kit/ui';
import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@cenacle/kit/ui-extended';
import { useTranslation } from 'react-i18next';
import type { CsvFile } from '../csv/read-csv.ts';

const PREVIEW_ROWS = 5;

const useStyles = makeStyles({ scroll: { overflowX: 'auto' } });

/** The file's first rows under its header, so the columns can be told apart before mapping. */
export function CsvPreview(props: { readonly file: CsvFile; readonly name: string }) {
  const styles = useStyles();
  const { t } = useTranslation('planning');
  const { headers, rows, delimiter } = props.file;
  const shown = rows.slice(0, PREVIEW_ROWS);
  return (
    <section data-testid="import-preview">
      <Caption1 as="p" data-testid="import-file-summary">
        {t('importParticipants.file.summary', { name: props.name, count: rows.length, delimiter })}
      </Caption1>
      <div className={styles.scroll}>
        <Table size="small" aria-label={t('importParticipants.preview.caption', { count: shown.length })}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('importParticipants.preview.row')}</TableHeaderCell>
              {headers.map((header) => (
                <TableHeaderCell key={header}>{header}</TableHeaderCell>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {shown.map((row, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the file's rows have no identity but their place
              <TableRow key={index}>
                <TableCell>{index + 1}</TableCell>
                {headers.map((header) => (
                  <TableCell key={header}>{row[header] ?? ''}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </section>
  );
}
