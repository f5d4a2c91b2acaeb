import { Field, FormLayout, Input, makeStyles, Spinner, tokens } from '@cenacle/kit/ui';
import { Select, Textarea } from '@cenacle/kit/ui-extended';
import type { PublicSession, SchoolSession } from '@cenacle/shared-domain/organisation/contracts';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PhotoField } from '../../files/PhotoField.tsx';
import { useShortCenters } from '../../retreat-centers/hooks/useShortCenters.ts';
import { usePublicSessionForm } from '../hooks/usePublicSessionForm.ts';
import type { PublicSessionFormValues } from '../public-session-values.ts';
import { PriceListPreview } from './PriceListPreview.tsx';

/** The editor (TipTap and ProseMirror) loads with the form, not with the session list. */
const RichTextEditor = lazy(() => import('../../branches/components/RichTextEditor.tsx'));

const useStyles = makeStyles({
  pair: { display: 'flex', gap: tokens.spacingHorizontalM, '> *': { flexGrow: 1, flexBasis: 0 } },
});

type TextField = 'address' | 'contact' | 'registrationLink' | 'registrationDeadline' | 'capacity';

/** The publish form (spec §5 Public session form): mounted with the page it starts from. */
export function PublicSessionForm(props: {
  readonly session: SchoolSession;
  readonly page: PublicSession | null;
}) {
  const styles = useStyles();
  const { t } = useTranslation('planning');
  const form = usePublicSessionForm(props.session.id.value, props.page);
  const currency = props.session.branch?.currencySign ?? '';
  const centers = useShortCenters(props.session.branchId.value, props.page?.retreatCenter?.value);
  const field = (
    name: TextField,
    options: { required?: boolean; type?: 'text' | 'datetime-local' | 'url'; hint?: string } = {},
  ) => (
    <Field
      label={t(`publicSession.field.${name}`)}
      required={options.required}
      hint={options.hint}
      validationMessage={form.error(name)}
    >
      <Input
        name={name}
        type={options.type ?? 'text'}
        value={form.values[name]}
        onChange={(_, d) => form.set(name, d.value)}
      />
    </Field>
  );

  return (
    <FormLayout form={form} submitLabel={t('publicSession.save')} testId="public-session-form">
      <Field label={t('publicSession.field.photo')} validationMessage={form.error('photo')}>
        {(fieldProps) => (
          <PhotoField
            id={fieldProps.id ?? 'photo'}
            value={form.values.photo}
            alt={t('branches.photo.alt', { name: props.session.branch?.name ?? '' })}
            testIds={{ preview: 'branch-photo', input: 'branch-photo-input' }}
            onChange={(photo) => form.set('photo', photo)}
          />
        )}
      </Field>
      {field('address')}
      <Field label={t('publicSession.field.contact')} validationMessage={form.error('contact')}>
        <Textarea
          name="contact"
          resize="vertical"
          value={form.values.contact}
          onChange={(_, d) => form.set('contact', d.value)}
        />
      </Field>
      <Field label={t('publicSession.field.description')} validationMessage={form.error('description')}>
        {(fieldProps) => (
          <Suspense fallback={<Spinner size="tiny" />}>
            <RichTextEditor
              id={fieldProps.id ?? 'description'}
              label={t('publicSession.field.description')}
              value={form.values.description}
              onChange={(html) => form.set('description', html as PublicSessionFormValues['description'])}
            />
          </Suspense>
        )}
      </Field>
      {field('registrationLink', { required: true, hint: t('publicSession.linkHint') })}
      <div className={styles.pair}>
        {field('registrationDeadline', { type: 'datetime-local' })}
        {field('capacity', { hint: t('publicSession.capacityHint') })}
      </div>
      <Field
        label={t('publicSession.field.retreatCenter')}
        hint={centers.isError ? t('publicSession.centersFailed') : t('publicSession.retreatCenterHint')}
        validationMessage={form.error('retreatCenter')}
      >
        <Select
          data-testid="public-session-center"
          value={form.values.retreatCenter}
          disabled={centers.isPending}
          onChange={(_, d) => form.set('retreatCenter', d.value)}
        >
          <option value="">{t('publicSession.noRetreatCenter')}</option>
          {(centers.data ?? []).map((c) => (
            <option key={c.id.value} value={c.id.value}>
              {c.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('publicSession.priceList')}>
        <PriceListPreview sessionId={props.session.id.value} currencySign={currency} />
      </Field>
    </FormLayout>
  );
}
