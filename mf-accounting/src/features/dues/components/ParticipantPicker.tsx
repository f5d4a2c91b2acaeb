import { Field, Input, makeStyles, tokens } from '@cenacle/kit/ui';
import { Select } from '@cenacle/kit/ui-extended';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NamedParticipant } from '../api/dues.api.ts';
import { useDebounced } from '../hooks/useDebounced.ts';
import { useParticipantSearch } from '../hooks/useDues.ts';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'end' },
});

interface ParticipantPickerProps {
  readonly sessionId: string;
  readonly value: NamedParticipant | null;
  readonly onChange: (participant: NamedParticipant | null) => void;
  readonly error?: string | undefined;
}

/** The payment's participant: type part of a name or address, pick among the matches (or none). */
export function ParticipantPicker({ sessionId, value, onChange, error }: ParticipantPickerProps) {
  const styles = useStyles();
  const { t } = useTranslation('accounting');
  const [typed, setTyped] = useState('');
  const search = useParticipantSearch(sessionId, useDebounced(typed.trim()));
  const matches = search.data ?? [];
  const options = value && !matches.some((m) => m.id === value.id) ? [value, ...matches] : matches;
  return (
    <div className={styles.row}>
      <Field label={t('form.participantSearch')}>
        <Input
          type="search"
          name="participant-search"
          value={typed}
          onChange={(_, data) => setTyped(data.value)}
        />
      </Field>
      <Field
        label={t('form.participant')}
        validationMessage={error}
        hint={search.isFetching ? t('form.searching') : undefined}
      >
        <Select
          name="participant"
          value={value?.id ?? ''}
          onChange={(_, data) => onChange(options.find((o) => o.id === data.value) ?? null)}
        >
          <option value="">{t('form.noParticipant')}</option>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.servant ? t('form.servantOption', { name: option.name }) : option.name}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}
