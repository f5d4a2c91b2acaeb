// Generated from pl.json by `npm run i18n:types`: every message as its literal text, so that
// i18next types the values of its {{placeholders}}. Do not edit; change the JSON and run it again.
declare const messages: {
  "error": {
    "user": {
      "notFound": "Nie znaleziono użytkownika.";
      "alreadyExists": "Użytkownik już istnieje.";
      "alreadyActivated": "Konto jest już aktywne.";
      "invitationAlreadySent": "Zaproszenie zostało już wysłane.";
      "avatarUnknown": "Nowe zdjęcie ustawia się, wgrywając je.";
    };
    "email": {
      "taken": "Ten adres e-mail jest już zajęty.";
    };
    "login": {
      "taken": "Ten login jest już zajęty.";
    };
    "passwordLink": {
      "invalid": "Ten link jest nieprawidłowy.";
      "used": "Ten link został już wykorzystany.";
      "expired": "Ten link wygasł. Poproś o nowy.";
    };
    "password": {
      "weak": "Hasło jest zbyt słabe: co najmniej 8 znaków i nie z listy popularnych haseł ani łatwe do odgadnięcia (dłuższe hasło z kilku słów jest dobrym wyborem).";
      "mismatch": "Hasła nie są takie same.";
      "wrongOld": "Obecne hasło jest nieprawidłowe.";
      "personal": "Hasło nie może zawierać Twojego imienia, nazwiska, loginu ani adresu e-mail.";
    };
    "userBranch": {
      "alreadyChosen": "Oddział został już wybrany; zmienić go może administrator.";
    };
    "google": {
      "failed": "Nie udało się zalogować";
      "unconfigured": "Logowanie przez Google nie jest skonfigurowane.";
      "emailUnverified": "Adres e-mail konta Google nie jest potwierdzony.";
    };
    "servant": {
      "notAServant": "Ta osoba nie jest posługującym.";
    };
    "account": {
      "ownAccount": "Nie możesz zmieniać własnych uprawnień ani oddziałów.";
      "ownersOnly": "Tylko właściciel konta może tego dokonać.";
      "outOfReach": "To konto wykracza poza Twoje oddziały lub uprawnienia.";
      "noAuthority": "Nie masz uprawnień do tej czynności.";
      "branchAlreadyChosen": "Oddział został już wybrany; może go zmienić administrator.";
      "staffWithoutBranch": "Administrator oddziału i posługujący muszą mieć co najmniej jeden oddział.";
    };
  };
  "login": {
    "messages": {
      "error": {
        "authentication": "Nieudane logowanie! Sprawdź dane i spróbuj ponownie.";
      };
    };
  };
  "administration": {
    "messages": {
      "user-erased": "Dane użytkownika usunięto.";
    };
  };
};
export default messages;
