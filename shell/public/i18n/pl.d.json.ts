// Generated from pl.json by `npm run i18n:types`: every message as its literal text, so that
// i18next types the values of its {{placeholders}}. Do not edit; change the JSON and run it again.
declare const messages: {
  "global": {
    "title": "Cenacle";
    "skipToContent": "Przejdź do treści";
    "menu": {
      "main": "Menu główne";
      "toggle": "Pokaż lub ukryj menu";
      "home": "Strona główna";
      "account": "Konto";
      "signIn": "Zaloguj się";
      "signOut": "Wyloguj";
      "language": "Język";
      "settings": "Ustawienia";
      "admin": "Administracja";
      "site": "Serwis";
      "dashboard": "Panel";
      "adminGroup": {
        "people": "Ludzie";
        "sessions": "Sesje i oddziały";
        "content": "Treści strony";
        "system": "System";
      };
    };
    "footer": {
      "facebook": "Facebook";
      "youtube": "YouTube";
      "privacyPolicy": "Polityka prywatności";
      "copyright": "© {{year}} Cenacle";
    };
    "messages": {
      "error": {
        "form-errors": "Formularz zawiera błędy. Popraw zaznaczone pola.";
      };
    };
    "state": {
      "loading": "Ładowanie…";
      "empty": "Brak danych.";
      "error": "Nie udało się wczytać danych.";
      "retry": "Spróbuj ponownie";
    };
    "actions": {
      "cancel": "Anuluj";
      "save": "Zapisz";
      "close": "Zamknij";
    };
    "toast": {
      "dismiss": "Zamknij powiadomienie";
    };
    "site": {
      "events": "Wydarzenia";
      "aboutUs": "O nas";
      "formation": "Formacja";
      "testimonies": "Świadectwa";
      "blog": "Blog";
      "branches": "Oddziały";
      "contact": "Kontakt";
    };
  };
  "languages": {
    "pl": "Polski";
    "en": "English";
    "uk": "Українська";
    "de": "Deutsch";
  };
  "login": {
    "title": "Logowanie";
    "form": {
      "username": "Login";
      "password": "Hasło";
      "button": "Zaloguj się";
    };
    "messages": {
      "login-success": "Zalogowano pomyślnie.";
      "logout-success": "Wylogowano.";
    };
    "error": {
      "unauthorized": "Sesja wygasła albo nie masz dostępu. Zaloguj się ponownie.";
      "idle": "Wylogowano Cię po {{hours}} godz. bez aktywności. Zaloguj się ponownie.";
    };
  };
  "pages": {
    "forbidden": {
      "title": "Brak dostępu";
      "message": "Nie masz uprawnień, aby zobaczyć tę stronę.";
    };
    "notFound": {
      "title": "Nie znaleziono strony";
      "message": "Strona, której szukasz, nie istnieje.";
    };
    "back": "Wróć";
    "backHome": "Wróć na stronę główną";
  };
  "remote": {
    "loading": "Wczytywanie modułu…";
    "unavailable": {
      "title": "Moduł niedostępny";
      "message": "Moduł „{{name}}” jest chwilowo niedostępny. Pozostała część aplikacji działa normalnie.";
      "messageUnnamed": "Ta część aplikacji jest chwilowo niedostępna. Pozostała część działa normalnie.";
      "retry": "Spróbuj ponownie";
    };
  };
  "account": {
    "password": {
      "strength": "Siła hasła";
      "new": "Nowe hasło";
      "confirm": "Powtórz nowe hasło";
      "current": "Obecne hasło";
      "rule": "Co najmniej 8 znaków, trudnych do odgadnięcia: najlepiej kilka słów, bez imienia i adresu e-mail.";
    };
    "register": {
      "title": "Rejestracja";
      "firstname": "Imię";
      "lastname": "Nazwisko";
      "email": "E-mail";
      "branch": "Oddział";
      "noBranch": "— wybiorę później —";
      "button": "Zarejestruj się";
      "success": "Konto zostało utworzone. Sprawdź skrzynkę: wysłaliśmy link do ustawienia hasła.";
      "toLogin": "Masz już konto? Zaloguj się";
      "link": "Nie masz konta? Zarejestruj się";
    };
    "activation": {
      "title": "Ustaw hasło";
      "button": "Zapisz hasło";
      "success": "Hasło zostało zapisane.";
      "toLogin": "Zaloguj się";
    };
    "changePassword": {
      "title": "Zmiana hasła";
      "button": "Zmień hasło";
      "success": "Hasło zostało zmienione.";
      "menu": "Zmień hasło";
    };
    "reset": {
      "title": "Nie pamiętasz hasła?";
      "button": "Wyślij link";
      "link": "Nie pamiętasz hasła?";
      "sent": "Jeśli ten adres ma konto, wysłaliśmy na niego link do zmiany hasła.";
    };
    "chooseBranch": {
      "title": "Wybierz swój oddział";
      "lead": "Zanim zaczniesz, wybierz oddział, do którego należysz.";
      "branch": "Oddział";
      "placeholder": "— wybierz —";
      "button": "Zapisz";
    };
    "google": {
      "button": "Zaloguj się przez Google";
    };
    "branchSaved": "Zapisano wybór oddziału: {{param}}.";
    "confirmEmail": {
      "title": "Potwierdź nowy adres e-mail";
      "lead": "Potwierdź, że Twoje konto ma odtąd używać nowego adresu e-mail.";
      "button": "Potwierdź adres";
      "success": "Adres e-mail został zmieniony.";
      "toLogin": "Zaloguj się";
    };
  };
  "settings": {
    "title": "Ustawienia";
    "profile": {
      "firstname": "Imię";
      "lastname": "Nazwisko";
      "email": "E-mail";
      "phone": "Telefon";
      "avatar": "Zdjęcie";
      "avatarUpload": "Wybierz zdjęcie (.jpg, .png)";
      "avatarRemove": "Usuń zdjęcie";
      "avatarFailed": "Nie udało się wgrać zdjęcia.";
      "save": "Zapisz profil";
    };
    "messages": {
      "profile-saved": "Zapisano profil: {{param}}";
    };
  };
  "notes": {
    "menu": "Notatki";
    "menuCount": "Notatki ({{count}})";
    "menuLabel": "Notatki na tej stronie: {{count}}";
    "new": "Nowa notatka";
    "hide": "Ukryj notatki";
    "show": "Pokaż notatki";
    "note": "Notatka: {{title}}";
    "untitled": "bez tytułu";
    "title": "Tytuł notatki";
    "titlePlaceholder": "Tytuł";
    "content": "Treść notatki";
    "contentPlaceholder": "Treść…";
    "move": "Przesuń notatkę {{title}}";
    "moveHint": "Przeciągnij albo użyj strzałek";
    "resize": "Zmień rozmiar notatki {{title}}";
    "resizeHint": "Przeciągnij albo użyj strzałek";
    "changed": "Niezapisana";
    "save": "Zapisz";
    "saving": "Zapisywanie…";
    "delete": "Usuń notatkę {{title}}";
    "confirmDelete": {
      "title": "Usunąć notatkę?";
      "text": "Notatka „{{title}}” zniknie z tej strony.";
      "confirm": "Usuń";
    };
  };
};
export default messages;
