import { currentLanguage } from '@cenacle/kit';
import { Button } from '@cenacle/kit/ui';
import { formatAmount } from '@cenacle/shared-domain/rules';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CsvTexts } from '../plan/room-csv.ts';
import type { Plan } from '../plan/room-plan.ts';
import { DoorSigns } from './DoorSigns.tsx';

function download(fileName: string, text: string): void {
  // A byte order mark, so spreadsheet programs read Polish letters right.
  const url = URL.createObjectURL(new Blob([`\uFEFF${text}`], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Room lists as CSV (semicolon separated) and a printable page per room for its door. */
export function ExportButtons({
  plan,
  sessionLabel,
}: {
  readonly plan: Plan;
  readonly sessionLabel: string;
}) {
  const { t } = useTranslation('planning');
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    if (!printing) return;
    const done = () => setPrinting(false);
    window.addEventListener('afterprint', done);
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [printing]);
  const texts: CsvTexts = {
    header: [
      t('roomAssignment.export.columns.building'),
      t('roomAssignment.export.columns.room'),
      t('roomAssignment.export.columns.roomNumber'),
      t('roomAssignment.export.columns.firstname'),
      t('roomAssignment.export.columns.lastname'),
      t('roomAssignment.export.columns.type'),
      t('roomAssignment.export.columns.age'),
      t('roomAssignment.export.columns.gender'),
      t('roomAssignment.export.columns.price'),
    ],
    type: (type) => t(`roomAssignment.types.${type}`),
    gender: (gender) => t(`roomAssignment.genders.${gender ?? 'unknown'}`),
    // As the planner shows them: an unknown age in words, an amount with the language's separator.
    age: (age) =>
      age === null || age === undefined || age < 0 ? t('roomAssignment.person.ageUnknown') : String(age),
    amount: (value) => formatAmount(value, currentLanguage(), { grouping: false }),
  };
  return (
    <>
      <Button
        data-testid="export-csv"
        onClick={async () => {
          // The CSV writer (papaparse) loads with the first export, not with the planner.
          const { roomListCsv } = await import('../plan/room-csv.ts');
          download(t('roomAssignment.export.fileName', { session: sessionLabel }), roomListCsv(plan, texts));
        }}
      >
        {t('roomAssignment.export.csv')}
      </Button>
      <Button data-testid="export-print" onClick={() => setPrinting(true)}>
        {t('roomAssignment.export.print')}
      </Button>
      {printing && <DoorSigns plan={plan} />}
    </>
  );
}
