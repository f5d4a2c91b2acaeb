// Generated from pl.json by `npm run i18n:types`: every message as its literal text, so that
// i18next types the values of its {{placeholders}}. Do not edit; change the JSON and run it again.
declare const messages: {
  "error": {
    "server": {
      "not": {
        "reachable": "Serwer jest nieosiągalny.";
      };
    };
    "url": {
      "not": {
        "found": "Nie znaleziono.";
      };
    };
    "unknown": "Nieznany błąd!";
    "render": "Wystąpił nieoczekiwany błąd.";
    "internalServerError": "Wewnętrzny błąd serwera.";
    "validation": "Formularz zawiera błędy.";
    "badRequest": "Nieprawidłowe żądanie.";
    "unauthorized": "Wymagane zalogowanie.";
    "forbidden": "Brak uprawnień.";
    "csrf": "Brak lub nieprawidłowy token bezpieczeństwa. Odśwież stronę.";
    "tooManyRequests": "Zbyt wiele prób; spróbuj później.";
    "concurrencyFailure": "Dane zmieniły się w międzyczasie; spróbuj ponownie.";
    "NotNull": "To pole jest wymagane.";
    "NotBlank": "To pole nie może być puste.";
    "Size": "Nieprawidłowa długość lub wartość.";
    "Pattern": "Nieprawidłowy format.";
    "Digits": "Dozwolone są najwyżej dwa miejsca po przecinku.";
    "Email": "Nieprawidłowy adres e-mail.";
    "serviceUnavailable": "Serwis jest chwilowo niedostępny; spróbuj za chwilę.";
    "projectorNotStoppedThere": "Projektor nie zatrzymał się na zdarzeniu w tej pozycji: nie ma czego pominąć.";
    "payloadTooLarge": "Przesłane dane są zbyt duże.";
    "body": {
      "tooDeep": "Przesłane dane są zagnieżdżone zbyt głęboko.";
      "notUtf8": "Przesłane dane nie są poprawnym tekstem UTF-8.";
    };
    "Characters": "Niedozwolone znaki (znaki sterujące lub zmieniające kierunek tekstu).";
    "servantOfOtherBranch": "Ten posługujący nie należy do oddziału sesji.";
    "session": {
      "idle": "Wylogowano Cię po {{hours}} godz. bez aktywności. Zaloguj się ponownie.";
    };
    "document": {
      "changed": "Ktoś inny zapisał to w międzyczasie. Wczytaj ponownie i wprowadź zmiany jeszcze raz.";
    };
  };
  "validation": {
    "common": {
      "emptyField": "To pole nie może być puste.";
    };
  };
};
export default messages;
