import { Field, Input } from '@cenacle/kit/ui';
import { FormDialog, Select } from '@cenacle/kit/ui-extended';
import { SEASONS } from '@cenacle/shared-domain/organisation/rules';
import type { Participant } from '@cenacle/shared-domain/participants/contracts';
import { useTranslation } from 'react-i18next';
import { useBranchOptions } from '../../sessions/hooks/useBranchOptions.ts';
import { useSessions } from '../../sessions/hooks/useSessions.ts';
import { type IndexBookValues, initialIndexValues, useIndexBookForm } from '../hooks/useIndexBookForm.ts';

interface IndexBookDialogProps {
  readonly participant: Participant;
  readonly onClose: () => void;
}

/** Save the index book entry of a participant who came: date, place, level, season and branch. */
export function IndexBookDialog({ participant, onClose }: IndexBookDialogProps) {
  const sessions = useSessions();
  if (sessions.isPending) return null;
  const session = sessions.data?.find((s) => s.id.value === participant.session.value);
  return (
    <IndexBookForm
      participant={participant}
      levels={[...new Set([...(session?.levels.map((l) => l.name) ?? []), participant.level])]}
      initial={initialIndexValues(participant, session)}
      onClose={onClose}
    />
  );
}

function IndexBookForm({
  participant,
  levels,
  initial,
  onClose,
}: IndexBookDialogProps & { readonly levels: readonly string[]; readonly initial: IndexBookValues }) {
  const { t } = useTranslation('planning');
  const form = useIndexBookForm(participant, initial, onClose);
  const branches = useBranchOptions().data ?? [];
  return (
    <FormDialog
      open
      onClose={onClose}
      title={t('participants.index.title', { name: `${participant.firstname} ${participant.lastname}` })}
      submitLabel={t('participants.index.save')}
      form={form}
      testId="index-book-form"
    >
      <Field label={t('participants.index.date')} required validationMessage={form.error('date')}>
        <Input
          name="date"
          type="date"
          value={form.values.date}
          onChange={(_, data) => form.set('date', data.value)}
        />
      </Field>
      <Field label={t('participants.index.place')} required validationMessage={form.error('place')}>
        <Input name="place" value={form.values.place} onChange={(_, data) => form.set('place', data.value)} />
      </Field>
      <Field label={t('participants.index.level')} required validationMessage={form.error('level')}>
        <Select name="level" value={form.values.level} onChange={(_, data) => form.set('level', data.value)}>
          {levels.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('participants.index.season')} required validationMessage={form.error('season')}>
        <Select
          name="season"
          value={form.values.season}
          onChange={(_, data) => form.set('season', data.value)}
        >
          <option value="">{t('participants.index.choose')}</option>
          {SEASONS.map((season) => (
            <option key={season} value={season}>
              {t(`season.${season}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('participants.index.branch')} required validationMessage={form.error('branchId')}>
        <Select
          name="branchId"
          value={form.values.branchId}
          onChange={(_, data) => form.set('branchId', data.value)}
        >
          <option value="">{t('participants.index.choose')}</option>
          {branches.map((branch) => (
            <option key={branch.id} value={branch.id}>
              {branch.name}
            </option>
          ))}
        </Select>
      </Field>
    </FormDialog>
  );
}
