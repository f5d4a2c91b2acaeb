import { type FormItem, isQuestion, orderedItems } from '@cenacle/shared-domain/registration/rules';

/** The form's items in their order, and the ones that take an answer. */
export function formItems<T extends Pick<FormItem, 'type' | 'index'>>(items: readonly T[]) {
  const ordered = orderedItems(items);
  return { items: ordered, questions: ordered.filter(isQuestion) };
}
