import { Caption1 } from '@cenacle/kit/ui';
import { AUTHORITIES } from '@cenacle/shared-domain/rules';
import { useTranslation } from 'react-i18next';
import type { BranchOption } from '../../sessions/hooks/useBranchOptions.ts';
import { useAssignableAuthorities } from '../hooks/useAssignable.ts';
import { CheckboxGroup } from './CheckboxGroup.tsx';

interface Choice {
  readonly selected: readonly string[];
  readonly error: string | undefined;
  onChange(selected: string[]): void;
}

interface AccessFieldsProps {
  /** The form field of the authorities: `authorities` (users) or `permissions` (servants, spec §3). */
  readonly authoritiesName: string;
  readonly authorities: Choice;
  readonly branches: Choice;
  readonly branchOptions: readonly BranchOption[];
  /** The person is the caller himself: his access shows, unchangeable (the server refuses it). */
  readonly locked?: boolean;
}

/** What a person may do and where: the authorities the caller may give (§6), and the branches. */
export function AccessFields({
  authoritiesName,
  authorities,
  branches,
  branchOptions,
  locked = false,
}: AccessFieldsProps) {
  const { t } = useTranslation('planning');
  const assignable = useAssignableAuthorities();
  // Locked, his own authorities show as they are, even those he could not give.
  const shown = locked
    ? AUTHORITIES.filter((a) => assignable.includes(a) || authorities.selected.includes(a))
    : assignable;
  return (
    <>
      {locked && <Caption1 data-testid="own-access-locked">{t('people.ownAccessLocked')}</Caption1>}
      <CheckboxGroup
        label={t('people.fields.authorities')}
        name={authoritiesName}
        required
        options={shown.map((a) => ({ value: a, label: t(`people.authority.${a}`) }))}
        selected={authorities.selected}
        error={authorities.error}
        onChange={authorities.onChange}
        disabled={locked}
      />
      <CheckboxGroup
        label={t('people.fields.branches')}
        name="branches"
        required
        options={branchOptions.map((b) => ({ value: b.id, label: b.name }))}
        selected={branches.selected}
        error={branches.error}
        onChange={branches.onChange}
        disabled={locked}
      />
    </>
  );
}
