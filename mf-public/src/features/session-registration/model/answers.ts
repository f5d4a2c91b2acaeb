import { chosenOptions, encodeChoices, type FormItem } from '@cenacle/shared-domain/registration/rules';

/**
 * Ticks or unticks one option of a CHECKBOX question; the answer lists the ticked options in the
 * question's order, encoded as the server reads them (one a line).
 */
export function tickOption(
  item: Pick<FormItem, 'type' | 'options'>,
  value: string,
  option: string,
  ticked: boolean,
): string {
  const current = new Set(chosenOptions(item, value));
  if (ticked) current.add(option.trim());
  else current.delete(option.trim());
  return encodeChoices(item.options.filter((o) => current.has(o.trim())));
}
