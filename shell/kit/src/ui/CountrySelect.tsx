import { COUNTRY_CODES, countryName } from '@cenacle/shared-domain/rules';
import { Select, type SelectProps } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

/**
 * A country chosen from the list (its three-letter code, spec §3), named in the interface language
 * and sorted by that name. A value saved before that is not on the list (a name typed by hand) stays
 * offered as it is, so opening a form never changes what it holds.
 */
export function CountrySelect(
  props: Omit<SelectProps, 'value' | 'onChange' | 'children'> & {
    readonly value: string;
    readonly onChange: (code: string) => void;
    /** The empty choice's text; none: a country is required. */
    readonly emptyLabel: string;
  },
) {
  const { i18n } = useTranslation();
  const { value, onChange, emptyLabel, ...select } = props;
  const language = i18n.language;
  const collator = new Intl.Collator(language);
  const codes = [...COUNTRY_CODES].sort((a, b) =>
    collator.compare(countryName(a, language), countryName(b, language)),
  );
  const kept = value !== '' && !COUNTRY_CODES.includes(value.toUpperCase()) ? [value] : [];
  return (
    <Select
      {...select}
      value={COUNTRY_CODES.includes(value.toUpperCase()) ? value.toUpperCase() : value}
      onChange={(_, data) => onChange(data.value)}
    >
      <option value="">{emptyLabel}</option>
      {kept.map((text) => (
        <option key={text} value={text}>
          {text}
        </option>
      ))}
      {codes.map((code) => (
        <option key={code} value={code}>
          {countryName(code, language)}
        </option>
      ))}
    </Select>
  );
}
