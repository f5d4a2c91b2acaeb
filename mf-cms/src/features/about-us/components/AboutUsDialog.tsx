import { Field, Input } from '@cenacle/kit/ui';
import { FormDialog, Select, Switch } from '@cenacle/kit/ui-extended';
import type { AboutUsEntry } from '@cenacle/shared-domain/content/contracts';
import { useTranslation } from 'react-i18next';
import { CONTENT_LANGUAGES } from '../../page-scope/usePageScope.ts';
import { RichTextField } from '../../rich-text/RichTextField.tsx';
import { useAboutUsForm } from '../hooks/useAboutUs.ts';

/** An about-us entry's form: title, language, content (rich text), main. */
export function AboutUsDialog(props: { readonly entry: AboutUsEntry | null; readonly onClose: () => void }) {
  const { t } = useTranslation('cms');
  const form = useAboutUsForm(props.entry, props.onClose);
  return (
    <FormDialog
      open
      title={props.entry ? t('aboutUs.editTitle', { title: props.entry.title }) : t('aboutUs.newTitle')}
      submitLabel={t('aboutUs.save')}
      form={form}
      onClose={props.onClose}
      testId="about-us-form"
    >
      <Field label={t('aboutUs.fields.title')} required validationMessage={form.error('title')}>
        <Input
          id="about-us-title"
          value={form.values.title}
          onChange={(_, d) => form.set('title', d.value)}
        />
      </Field>
      <Field label={t('scope.language')} required validationMessage={form.error('language')}>
        <Select
          id="about-us-language"
          value={form.values.language}
          onChange={(_, d) => form.set('language', d.value)}
        >
          {CONTENT_LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {t(`languages.${language}`)}
            </option>
          ))}
        </Select>
      </Field>
      <RichTextField
        id="about-us-content"
        label={t('aboutUs.fields.content')}
        required
        value={form.values.content}
        error={form.error('content')}
        onChange={(html) => form.set('content', html)}
      />
      <Switch
        id="about-us-main"
        label={t('aboutUs.fields.main')}
        checked={form.values.main}
        onChange={(_, d) => form.set('main', d.checked)}
      />
    </FormDialog>
  );
}
