import { Button, Field, Input, makeStyles, Text, tokens } from '@cenacle/kit/ui';
import { Badge } from '@cenacle/kit/ui-extended';
import type { DeskPerson } from '@cenacle/shared-domain/desk/contracts';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeskSearch } from '../hooks/useDeskSearch.ts';
import { PhotoScan } from './PhotoScan.tsx';

const ScanDialog = lazy(() => import('./ScanDialog.tsx').then((m) => ({ default: m.ScanDialog })));

const useStyles = makeStyles({
  section: { display: 'grid', gap: tokens.spacingVerticalM },
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  field: { flexGrow: 1, minWidth: '14rem' },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalXS },
  item: { justifyContent: 'flex-start', width: '100%' },
});

interface DeskSearchProps {
  readonly people: readonly DeskPerson[];
  /** Draws the card of the one person chosen. */
  readonly renderCard: (person: DeskPerson) => ReactNode;
}

/** The search field (typed, or filled by a hardware scanner), the camera scan, and the results. */
export function DeskSearch({ people, renderCard }: DeskSearchProps) {
  const { t } = useTranslation('planning');
  const styles = useStyles();
  const search = useDeskSearch(people);
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [scanning, setScanning] = useState(false);
  const { results, foundByToken } = search;

  // A scanned code: select it, so the next scan (or name) replaces it.
  useEffect(() => {
    if (foundByToken) input.current?.select();
  }, [foundByToken]);

  const single = results.length === 1 ? results[0] : undefined;
  const shown = single ?? results.find((p) => p.participantId === chosen);
  return (
    <search aria-label={t('desk.search.label')} className={styles.section}>
      <form className={styles.bar} onSubmit={(e) => e.preventDefault()}>
        <Field label={t('desk.search.label')} className={styles.field} hint={t('desk.search.hint')}>
          <Input
            ref={input}
            type="search"
            autoFocus
            autoComplete="off"
            placeholder={t('desk.search.placeholder')}
            value={search.query}
            onChange={(_, data) => {
              search.setQuery(data.value);
              setChosen(null);
            }}
            data-testid="desk-search"
          />
        </Field>
        <Button onClick={() => setScanning(true)} data-testid="desk-scan">
          {t('desk.scan.button')}
        </Button>
        <PhotoScan
          onScan={(text) => {
            search.setQuery(text);
            setChosen(null);
          }}
        />
      </form>
      <div aria-live="polite">
        {search.searched && results.length === 0 && <Text>{t('desk.search.none')}</Text>}
        {foundByToken && <Text>{t('desk.search.byToken')}</Text>}
        {results.length > 1 && <Text>{t('desk.search.results', { count: results.length })}</Text>}
      </div>
      {shown && renderCard(shown)}
      {results.length > 1 && (
        <ul className={styles.list} data-testid="desk-results">
          {results.map((person) => (
            <li key={person.participantId}>
              <Button
                appearance={person.participantId === chosen ? 'primary' : 'subtle'}
                className={styles.item}
                aria-pressed={person.participantId === chosen}
                onClick={() => setChosen(person.participantId)}
              >
                {person.lastname} {person.firstname} · {person.level}
                {person.present && (
                  <Badge appearance="tint" color="success">
                    {t('desk.card.present')}
                  </Badge>
                )}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {scanning && (
        <Suspense fallback={null}>
          <ScanDialog
            onScan={(text) => {
              setScanning(false);
              search.setQuery(text);
              setChosen(null);
            }}
            onClose={() => setScanning(false)}
          />
        </Suspense>
      )}
    </search>
  );
}
