import { DEFAULT_LANG_KEY, LANG_KEYS, type LangKey } from '@cenacle/shared-domain';

/**
 * Titles of problem bodies, so an API client reads a sentence in its language. The browser
 * translates the `message` key with its own resources; these are the server's copy for errors.
 */
const TITLES: Readonly<Record<string, Readonly<Record<LangKey, string>>>> = {
  'error.validation': {
    pl: 'Formularz zawiera błędy',
    en: 'The form contains errors',
    uk: 'Форма містить помилки',
    de: 'Das Formular enthält Fehler',
  },
  'error.payment.notFound': {
    pl: 'Nie znaleziono płatności',
    en: 'Payment not found',
    uk: 'Платіж не знайдено',
    de: 'Zahlung nicht gefunden',
  },
  'error.payment.alreadyVoided': {
    pl: 'Ta płatność została już anulowana',
    en: 'This payment has already been voided',
    uk: 'Цей платіж уже анульовано',
    de: 'Diese Zahlung wurde bereits storniert',
  },
  'error.payment.voided': {
    pl: 'Anulowanej płatności nie można poprawić',
    en: 'A voided payment cannot be corrected',
    uk: 'Анульований платіж не можна виправити',
    de: 'Eine stornierte Zahlung kann nicht korrigiert werden',
  },
  'error.payment.changed': {
    pl: 'Ktoś inny zmienił tę płatność; odśwież i spróbuj ponownie',
    en: 'Someone else changed this payment; reload and try again',
    uk: 'Хтось інший змінив цей платіж; оновіть і спробуйте ще раз',
    de: 'Jemand anderes hat diese Zahlung geändert; neu laden und erneut versuchen',
  },
  'error.payment.alreadyExists': {
    pl: 'Płatność o tym identyfikatorze już istnieje',
    en: 'A payment with this id already exists',
    uk: 'Платіж з цим ідентифікатором уже існує',
    de: 'Eine Zahlung mit dieser Kennung existiert bereits',
  },
  'error.session.notFound': {
    pl: 'Nie znaleziono sesji',
    en: 'Session not found',
    uk: 'Сесію не знайдено',
    de: 'Sitzung nicht gefunden',
  },
  'error.session.datesReversed': {
    pl: 'Data końca nie może być wcześniejsza niż data początku',
    en: 'The end date cannot be before the start date',
    uk: 'Дата завершення не може бути раніше дати початку',
    de: 'Das Enddatum darf nicht vor dem Anfangsdatum liegen',
  },
  'error.session.alreadyExists': {
    pl: 'Sesja już istnieje',
    en: 'The session already exists',
    uk: 'Сесія вже існує',
    de: 'Die Sitzung existiert bereits',
  },
  'error.branch.notFound': {
    pl: 'Nie znaleziono filii',
    en: 'Branch not found',
    uk: 'Філію не знайдено',
    de: 'Zweigstelle nicht gefunden',
  },
  'error.branch.alreadyExists': {
    pl: 'Filia już istnieje',
    en: 'The branch already exists',
    uk: 'Філія вже існує',
    de: 'Die Zweigstelle existiert bereits',
  },
  'error.user.notFound': {
    pl: 'Nie znaleziono użytkownika',
    en: 'User not found',
    uk: 'Користувача не знайдено',
    de: 'Benutzer nicht gefunden',
  },
  'error.concurrencyFailure': {
    pl: 'Dane zmieniły się w międzyczasie; spróbuj ponownie',
    en: 'The data changed in the meantime; try again',
    uk: 'Дані змінилися тим часом; спробуйте ще раз',
    de: 'Die Daten haben sich zwischenzeitlich geändert; bitte erneut versuchen',
  },
  'error.unauthorized': {
    pl: 'Wymagane zalogowanie',
    en: 'Authentication required',
    uk: 'Потрібна автентифікація',
    de: 'Anmeldung erforderlich',
  },
  'error.forbidden': {
    pl: 'Brak uprawnień',
    en: 'Access denied',
    uk: 'Доступ заборонено',
    de: 'Zugriff verweigert',
  },
  'error.csrf': {
    pl: 'Brak lub nieprawidłowy token CSRF',
    en: 'Missing or invalid CSRF token',
    uk: 'Відсутній або недійсний токен CSRF',
    de: 'Fehlendes oder ungültiges CSRF-Token',
  },
  'error.url.not.found': {
    pl: 'Nie znaleziono adresu',
    en: 'Not found',
    uk: 'Не знайдено',
    de: 'Nicht gefunden',
  },
  'error.tooManyRequests': {
    pl: 'Zbyt wiele prób; spróbuj później',
    en: 'Too many attempts; try again later',
    uk: 'Забагато спроб; спробуйте пізніше',
    de: 'Zu viele Versuche; später erneut versuchen',
  },
  'error.badRequest': {
    pl: 'Nieprawidłowe żądanie',
    en: 'Bad request',
    uk: 'Некоректний запит',
    de: 'Ungültige Anfrage',
  },
  'error.internalServerError': {
    pl: 'Wewnętrzny błąd serwera',
    en: 'Internal server error',
    uk: 'Внутрішня помилка сервера',
    de: 'Interner Serverfehler',
  },
  'login.messages.error.authentication': {
    pl: 'Nieudane logowanie! Sprawdź dane i spróbuj ponownie.',
    en: 'Failed to sign in! Please check your credentials and try again.',
    uk: 'Не вдалося увійти! Перевірте дані та спробуйте ще раз.',
    de: 'Anmeldung fehlgeschlagen! Bitte prüfen Sie Ihre Zugangsdaten.',
  },
};

export const MESSAGE_KEYS = Object.keys(TITLES);

export function pickLanguage(acceptLanguage: string | undefined, preferred?: string | null): LangKey {
  const supported = new Set<string>(LANG_KEYS);
  if (preferred && supported.has(preferred)) return preferred as LangKey;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().slice(0, 2).toLowerCase();
    if (tag && supported.has(tag)) return tag as LangKey;
  }
  return DEFAULT_LANG_KEY;
}

export function translate(key: string, lang: LangKey): string {
  return TITLES[key]?.[lang] ?? TITLES[key]?.en ?? key;
}
