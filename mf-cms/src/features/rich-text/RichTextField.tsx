import { Field, Spinner } from '@cenacle/kit/ui';
import { lazy, Suspense } from 'react';

/** The kit's editor (TipTap and ProseMirror) loads when a rich-text field is first shown. */
const RichTextEditor = lazy(() => import('@cenacle/kit/rich-text'));

/** A labelled rich-text field with its error under it. */
export function RichTextField(props: {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly error: string | undefined;
  readonly required?: boolean;
  readonly onChange: (html: string) => void;
}) {
  return (
    <Field label={props.label} required={props.required} validationMessage={props.error}>
      {(field) => (
        <Suspense fallback={<Spinner size="tiny" />}>
          <RichTextEditor
            id={field.id ?? props.id}
            label={props.label}
            value={props.value}
            onChange={props.onChange}
          />
        </Suspense>
      )}
    </Field>
  );
}
