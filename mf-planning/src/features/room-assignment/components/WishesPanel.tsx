import { Button, Card, Field, Input, makeStyles, QueryView, Subtitle2, Text, tokens } from '@cenacle/kit/ui';
import { Checkbox, Select } from '@cenacle/kit/ui-extended';
import type { NotedWishesView } from '@cenacle/shared-domain/lodging/contracts';
import { MAX_WISHES } from '@cenacle/shared-domain/lodging/rules';
import { foldText } from '@cenacle/shared-domain/rules';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotedWishes, useNoteWishes } from '../hooks/useWishes.ts';
import { keyOf, type Plan, peopleByKey, personName } from '../plan/room-plan.ts';
import { draftOf, toggle, type WishesDraft, wishesRequest } from '../plan/wishes.ts';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  lists: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  list: {
    display: 'flex',
    flexDirection: 'column',
    maxHeight: '14rem',
    overflowY: 'auto',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalXS,
    margin: 0,
  },
  legend: { fontWeight: tokens.fontWeightSemibold, padding: `0 ${tokens.spacingHorizontalXS}` },
});

interface WishesPanelProps {
  readonly sessionId: string;
  readonly plan: Plan;
  readonly onClose: () => void;
}

/**
 * What a person asked for their stay, as staff read it in their registration or hear it: with whom,
 * not with whom, a room without stairs, and their gender when the form did not ask. The proposal
 * honours it or says why not. A panel over the plan, as the proposal is, so the plan stays in view.
 */
export function WishesPanel({ sessionId, plan, onClose }: WishesPanelProps) {
  const { t } = useTranslation('planning');
  const styles = useStyles();
  const noted = useNotedWishes(sessionId);
  return (
    <Card className={styles.panel} data-testid="wishes-panel">
      <Subtitle2 as="h2" block>
        {t('roomAssignment.wishes.title')}
      </Subtitle2>
      <QueryView query={noted}>
        {(list) => <WishesForm sessionId={sessionId} plan={plan} noted={list} onClose={onClose} />}
      </QueryView>
    </Card>
  );
}

function WishesForm(props: WishesPanelProps & { readonly noted: readonly NotedWishesView[] }) {
  const { t } = useTranslation('planning');
  const styles = useStyles();
  const note = useNoteWishes(props.sessionId);
  const people = useMemo(
    () => [...peopleByKey(props.plan).values()].sort((a, b) => personName(a).localeCompare(personName(b))),
    [props.plan],
  );
  const [personKey, setPersonKey] = useState(() => (people[0] ? keyOf(people[0]) : ''));
  const person = people.find((p) => keyOf(p) === personKey);
  const [draft, setDraft] = useState<WishesDraft | null>(() =>
    person ? draftOf(props.noted, person) : null,
  );
  const [filter, setFilter] = useState('');
  if (!person || !draft) {
    return (
      <div className={styles.actions}>
        <Text>{t('roomAssignment.wishes.nobody')}</Text>
        <Button onClick={props.onClose}>{t('roomAssignment.wishes.close')}</Button>
      </div>
    );
  }
  const choose = (key: string) => {
    setPersonKey(key);
    const next = people.find((p) => keyOf(p) === key);
    if (next) setDraft(draftOf(props.noted, next));
  };
  const others = people.filter(
    (p) => keyOf(p) !== personKey && foldText(personName(p)).includes(foldText(filter.trim())),
  );
  const tooMany = draft.roommates.size > MAX_WISHES || draft.notWith.size > MAX_WISHES;
  const list = (which: 'roommates' | 'notWith') => (
    <fieldset
      className={styles.list}
      aria-label={t(`roomAssignment.wishes.${which}`)}
      data-testid={`wishes-${which}`}
    >
      {others.map((other) => {
        const key = keyOf(other);
        return (
          <Checkbox
            key={key}
            label={personName(other)}
            checked={draft[which].has(key)}
            onChange={(_, data) => setDraft(toggle(draft, which, key, data.checked === true))}
          />
        );
      })}
    </fieldset>
  );
  const save = () =>
    note.mutate(wishesRequest(props.sessionId, person, draft), { onSuccess: () => props.onClose() });
  return (
    <div className={styles.content}>
      <Field label={t('roomAssignment.wishes.person')}>
        <Select value={personKey} onChange={(_, data) => choose(data.value)} data-testid="wishes-person">
          {people.map((p) => (
            <option key={keyOf(p)} value={keyOf(p)}>
              {`${personName(p)} (${t(`roomAssignment.types.${p.type}`)})`}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('roomAssignment.wishes.gender')} hint={t('roomAssignment.wishes.genderHint')}>
        <Select
          value={draft.gender}
          onChange={(_, data) => setDraft({ ...draft, gender: data.value as WishesDraft['gender'] })}
          data-testid="wishes-gender"
        >
          <option value="">
            {person.gender
              ? t('roomAssignment.wishes.asRegistered', {
                  gender: t(`roomAssignment.genderShort.${person.gender}`),
                })
              : t('roomAssignment.wishes.unknown')}
          </option>
          <option value="MALE">{t('roomAssignment.wishes.male')}</option>
          <option value="FEMALE">{t('roomAssignment.wishes.female')}</option>
        </Select>
      </Field>
      <Checkbox
        label={t('roomAssignment.wishes.stepFree')}
        checked={draft.needsStepFree}
        onChange={(_, data) => setDraft({ ...draft, needsStepFree: data.checked === true })}
      />
      <Field label={t('roomAssignment.wishes.filter')}>
        <Input value={filter} onChange={(_, data) => setFilter(data.value)} />
      </Field>
      <div className={styles.lists}>
        {list('roommates')}
        {list('notWith')}
      </div>
      {tooMany && <Text role="alert">{t('roomAssignment.wishes.tooMany', { max: MAX_WISHES })}</Text>}
      <div className={styles.actions}>
        <Button onClick={props.onClose}>{t('roomAssignment.wishes.close')}</Button>
        <Button
          appearance="primary"
          onClick={save}
          disabled={note.isPending || tooMany}
          data-testid="wishes-save"
        >
          {t('roomAssignment.wishes.save')}
        </Button>
      </div>
    </div>
  );
}
