import { Button, Input, makeStyles, tokens } from '@cenacle/kit/ui';
import { Badge } from '@cenacle/kit/ui-extended';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  row: { display: 'flex', gap: tokens.spacingHorizontalS },
  levels: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalXS,
    marginTop: tokens.spacingVerticalXS,
  },
});

/** The session's levels: type a name, add it; each added level can be removed. */
export function LevelsEditor(props: {
  readonly id: string;
  readonly levels: readonly string[];
  readonly onAdd: (name: string) => void;
  readonly onRemove: (name: string) => void;
}) {
  const styles = useStyles();
  const { t } = useTranslation('planning');
  const [draft, setDraft] = useState('');
  const add = () => {
    props.onAdd(draft);
    setDraft('');
  };
  return (
    <div>
      <div className={styles.row}>
        <Input
          id={props.id}
          value={draft}
          placeholder={t('form.levelName')}
          onChange={(_, d) => setDraft(d.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button onClick={add} disabled={!draft.trim()}>
          {t('form.addLevel')}
        </Button>
      </div>
      <div className={styles.levels}>
        {props.levels.map((level) => (
          <Button
            key={level}
            size="small"
            appearance="outline"
            aria-label={t('form.removeLevel', { name: level })}
            onClick={() => props.onRemove(level)}
          >
            <Badge appearance="tint">{level}</Badge> ✕
          </Button>
        ))}
      </div>
    </div>
  );
}
