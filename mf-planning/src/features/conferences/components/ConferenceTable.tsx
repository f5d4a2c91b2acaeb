import { Button, Link } from '@cenacle/kit/ui';
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

/** The catalogue: season, level, number, name, language, files; edit and delete per row. */
export function ConferenceTable(props: {
  readonly list: readonly Conference[];
  readonly onEdit: (c: Conference) => void;
  readonly onDelete: (c: Conference) => void;
}) {
  const { t } = useTranslation('planning');
  const heads = ['season', 'level', 'number', 'name', 'lang', 'files'] as const;
  return (
    <Table aria-label={t('conferences.title')} data-testid="conference-list">
      <TableHeader>
        <TableRow>
          {heads.map((h) => (
            <TableHeaderCell key={h}>{t(`conferences.form.${h}`)}</TableHeaderCell>
          ))}
          <TableHeaderCell />
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
            <TableCell>
              {c.files.map((f) => (
                <Link key={f.fileId} href={fileUrl(f.fileId)} target="_blank" rel="noreferrer">
                  {f.fileName}{' '}
                </Link>
              ))}
            </TableCell>
            <TableCell>
              <Button
                appearance="subtle"
                onClick={() => props.onEdit(c)}
                aria-label={t('conferences.edit', { name: c.name })}
              >
                ✎
              </Button>
              <Button
                appearance="subtle"
                onClick={() => props.onDelete(c)}
                aria-label={t('conferences.delete', { name: c.name })}
              >
                ✕
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
