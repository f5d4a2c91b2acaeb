import type { LangKey } from '@cenacle/shared-domain';

interface CsvHeaders {
  readonly columns: string[];
  readonly yes: string;
  readonly no: string;
}

const HEADERS: Readonly<Record<LangKey, CsvHeaders>> = {
  pl: {
    columns: ['Data', 'Kategoria', 'Kwota', 'Opis', 'Uczestnik', 'Użytkownik', 'Unieważniona'],
    yes: 'tak',
    no: 'nie',
  },
  en: {
    columns: ['Date', 'Category', 'Amount', 'Description', 'Participant', 'User', 'Voided'],
    yes: 'yes',
    no: 'no',
  },
  uk: {
    columns: ['Дата', 'Категорія', 'Сума', 'Опис', 'Учасник', 'Користувач', 'Анульовано'],
    yes: 'так',
    no: 'ні',
  },
  de: {
    columns: ['Datum', 'Kategorie', 'Betrag', 'Beschreibung', 'Teilnehmer', 'Benutzer', 'Storniert'],
    yes: 'ja',
    no: 'nein',
  },
};

export const csvHeaders = (lang: LangKey): CsvHeaders => HEADERS[lang];
