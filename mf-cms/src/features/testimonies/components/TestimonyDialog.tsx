import { Field, Input } from '@cenacle/kit/ui';
import { FormDialog, Select, Switch } from '@cenacle/kit/ui-extended';
import type { Testimony } from '@cenacle/shared-domain/content/contracts';
import { TESTIMONY_TYPES, type TestimonyType } from '@cenacle/shared-domain/content/rules';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { branchKeys, fetchBranches } from '../../branch-page/api/branches.api.ts';
import { PhotoUpload } from '../../files/PhotoUpload.tsx';
import { RichTextField } from '../../rich-text/RichTextField.tsx';
import { useTestimonyForm } from '../hooks/useTestimonies.ts';

/** A testimony's form: type, author, its text (rich) or video address, country, branch, main page, photo. */
export function TestimonyDialog(props: {
  readonly testimony: Testimony | null;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('cms');
  const form = useTestimonyForm(props.testimony, props.onClose);
  const branches = useQuery({ queryKey: branchKeys.all, queryFn: ({ signal }) => fetchBranches(signal) });
  const { values } = form;
  return (
    <FormDialog
      open
      title={
        props.testimony
          ? t('testimonies.editTitle', { author: props.testimony.author })
          : t('testimonies.newTitle')
      }
      submitLabel={t('testimonies.save')}
      form={form}
      onClose={props.onClose}
      testId="testimony-form"
    >
      <Field label={t('testimonies.fields.type')} required validationMessage={form.error('type')}>
        <Select
          id="testimony-type"
          value={values.type}
          onChange={(_, d) => form.set('type', d.value as TestimonyType)}
        >
          {TESTIMONY_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`testimonies.types.${type}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('testimonies.fields.author')} required validationMessage={form.error('author')}>
        <Input id="testimony-author" value={values.author} onChange={(_, d) => form.set('author', d.value)} />
      </Field>
      {values.type === 'TEXT' ? (
        <RichTextField
          id="testimony-text"
          label={t('testimonies.fields.text')}
          required
          value={values.text}
          error={form.error('content')}
          onChange={(html) => form.set('text', html)}
        />
      ) : (
        <Field
          label={t('testimonies.fields.videoUrl')}
          hint={t('testimonies.videoHint')}
          required
          validationMessage={form.error('content')}
        >
          <Input
            id="testimony-video"
            type="url"
            value={values.videoUrl}
            onChange={(_, d) => form.set('videoUrl', d.value)}
          />
        </Field>
      )}
      <Field
        label={t('scope.country')}
        hint={t('scope.countryHint')}
        required
        validationMessage={form.error('country')}
      >
        <Input
          id="testimony-country"
          maxLength={3}
          value={values.country}
          onChange={(_, d) => form.set('country', d.value.toUpperCase())}
        />
      </Field>
      <Field label={t('testimonies.fields.branch')} validationMessage={form.error('branch')}>
        <Select id="testimony-branch" value={values.branch} onChange={(_, d) => form.set('branch', d.value)}>
          <option value="">{t('testimonies.noBranch')}</option>
          {(branches.data ?? []).map((b) => (
            <option key={b.id.value} value={b.id.value}>
              {b.name}
            </option>
          ))}
        </Select>
      </Field>
      <Switch
        id="testimony-main"
        label={t('testimonies.fields.onMainPage')}
        checked={values.onMainPage}
        onChange={(_, d) => form.set('onMainPage', d.checked)}
      />
      <Field label={t('testimonies.fields.photo')} validationMessage={form.error('photo')}>
        <PhotoUpload
          id="testimony-photo"
          value={values.photo}
          alt={t('testimonies.photoOf', { author: values.author })}
          onChange={(photo) => form.set('photo', photo)}
        />
      </Field>
    </FormDialog>
  );
}
