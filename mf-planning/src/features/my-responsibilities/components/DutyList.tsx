import { formatDate } from '@cenacle/kit';
import { Link, makeStyles, tokens } from '@cenacle/kit/ui';
import type { MyDutyView } from '@cenacle/shared-domain/responsibilities/contracts';
import { useTranslation } from 'react-i18next';
import { fileUrl } from '../../conferences/api/conferences.api.ts';

const useStyles = makeStyles({
  table: { borderCollapse: 'collapse', width: '100%' },
  cell: {
    textAlign: 'left',
    verticalAlign: 'top',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  files: { display: 'flex', flexDirection: 'column' },
});

/** Conferences and responsibilities, with date and start time where the schedule places them. */
export function DutyList({
  duties,
  timed,
}: {
  readonly duties: readonly MyDutyView[];
  readonly timed: boolean;
}) {
  const { t } = useTranslation('planning');
  const styles = useStyles();
  const cell = styles.cell;
  return (
    <table className={styles.table} data-testid={timed ? 'my-scheduled' : 'my-unscheduled'}>
      <thead>
        <tr>
          {timed && <th className={cell}>{t('myResponsibilities.columns.date')}</th>}
          {timed && <th className={cell}>{t('myResponsibilities.columns.start')}</th>}
          <th className={cell}>{t('myResponsibilities.columns.kind')}</th>
          <th className={cell}>{t('myResponsibilities.columns.name')}</th>
          <th className={cell}>{t('myResponsibilities.columns.level')}</th>
          <th className={cell}>{t('myResponsibilities.columns.files')}</th>
        </tr>
      </thead>
      <tbody>
        {duties.map((duty) => (
          <tr key={duty.key} data-testid="my-duty">
            {timed && <td className={cell}>{duty.date ? formatDate(duty.date) : ''}</td>}
            {timed && <td className={cell}>{duty.start?.slice(0, 5) ?? ''}</td>}
            <td className={cell}>{t(`myResponsibilities.kind.${duty.kind}`)}</td>
            <td className={cell}>{duty.number === null ? duty.name : `${duty.number}. ${duty.name}`}</td>
            <td className={cell}>{duty.level ?? ''}</td>
            <td className={cell}>
              <span className={styles.files}>
                {duty.files.map((file) => (
                  <Link key={file.fileId} href={fileUrl(file.fileId)} target="_blank" rel="noreferrer">
                    {file.fileName}
                  </Link>
                ))}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
