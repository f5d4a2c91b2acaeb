// Generated from pl.json by `npm run i18n:types`: every message as its literal text, so that
// i18next types the values of its {{placeholders}}. Do not edit; change the JSON and run it again.
declare const messages: {
  "module": "Planowanie";
  "nav": {
    "sessions": "Sesje";
    "branches": "Filie";
    "levels": "Poziomy";
    "outbox": "Wysłane wiadomości";
    "mailAccount": "Konto pocztowe";
    "servants": "Posługujący";
    "users": "Użytkownicy";
    "dashboard": "Pulpit";
    "retreatCenters": "Ośrodki rekolekcyjne";
    "pageVisits": "Odwiedziny stron";
    "qrGenerator": "Generator QR";
    "metrics": "Metryki";
    "health": "Stan systemu";
    "configuration": "Konfiguracja";
    "logs": "Logi";
    "apiDocs": "Dokumentacja API";
    "myRegistrations": "Moje zapisy";
    "desk": "Recepcja";
  };
  "title": "Sesje";
  "list": {
    "caption": "Lista sesji";
    "session": "Termin i pora roku";
    "branch": "Filia";
    "levels": "Poziomy";
    "actions": "Akcje";
    "noDate": "bez daty";
    "accounting": "Księgowość";
    "openAccounting": "Księgowość sesji {{session}}";
    "empty": "Nie ma jeszcze żadnej sesji.";
    "settings": "Ustawienia";
    "edit": "Edytuj";
    "delete": "Usuń";
    "rowMenu": "Akcje sesji {{session}}";
    "otherBranch": "Filia {{name}}";
  };
  "season": {
    "WINTER": "Zima";
    "SPRING": "Wiosna";
    "SUMMER": "Lato";
    "AUTUMN": "Jesień";
  };
  "form": {
    "branch": "Filia";
    "choose": "Wybierz…";
    "season": "Pora roku";
    "dateFrom": "Data od";
    "dateTo": "Data do";
    "levels": "Poziomy";
    "levelName": "Nazwa poziomu";
    "addLevel": "Dodaj poziom";
    "removeLevel": "Usuń poziom {{name}}";
  };
  "create": {
    "button": "Dodaj sesję";
    "title": "Nowa sesja";
    "submit": "Zapisz sesję";
  };
  "messages": {
    "session-created": "Sesję zapisano.";
    "branch-created": "Filię {{param}} zapisano.";
    "branch-updated": "Zmiany filii {{param}} zapisano.";
    "level-saved": "Poziom {{param}} zapisano.";
    "level-deleted": "Poziom {{param}} usunięto.";
    "mail-account-saved": "Konto pocztowe {{param}} zapisano.";
    "user-saved": "Zapisano użytkownika {{param}}";
    "user-invited": "Wysłano zaproszenie do {{param}}";
    "servant-saved": "Zapisano posługującego {{param}}";
    "servant-removed": "{{param}} usunięto (lub zablokowano)";
    "invitation-sent": "Wysłano zaproszenie do {{param}}";
    "session-updated": "Zmiany sesji zapisano.";
    "public-session-saved": "Sesję opublikowano.";
  };
  "branches": {
    "title": "Filie";
    "new": "Nowa filia";
    "newHint": "Ctrl/Cmd+N";
    "caption": "Lista filii";
    "filter": {
      "text": "Szukaj po nazwie lub mieście";
      "country": "Kraj";
      "allCountries": "Wszystkie kraje";
      "activeOnly": "Tylko aktywne";
    };
    "column": {
      "name": "Nazwa";
      "country": "Kraj";
      "city": "Miasto";
      "active": "Aktywna";
      "currency": "Waluta";
      "actions": "Akcje";
    };
    "sortBy": "Sortuj po nazwie";
    "yes": "tak";
    "no": "nie";
    "empty": "Brak filii spełniających kryteria.";
    "rowMenu": "Akcje filii {{name}}";
    "delete": "Usuń";
    "confirmTitle": "Usunąć filię?";
    "confirmText": "Filia {{name}} zniknie z listy. Jej historia i sesje zostaną zachowane.";
    "deleted": "{{name}} usunięto (lub zablokowano)";
    "deleteFailed": "Nie udało się usunąć filię {{name}}";
    "dialog": {
      "newTitle": "Nowa filia";
      "editTitle": "Filia {{name}}";
      "previewTitle": "Filia {{name}}";
      "save": "Zapisz filię";
      "edit": "Edytuj";
      "close": "Zamknij";
    };
    "field": {
      "name": "Nazwa";
      "country": "Kraj";
      "city": "Miasto";
      "photo": "Zdjęcie";
      "phone": "Telefon";
      "email": "E-mail";
      "facebook": "Facebook (adres strony)";
      "description": "Opis";
      "longitude": "Długość geograficzna";
      "latitude": "Szerokość geograficzna";
      "active": "Aktywna";
      "currencySign": "Symbol waluty";
    };
    "photo": {
      "alt": "Zdjęcie filii {{name}}";
    };
    "none": "—";
    "editor": {
      "toolbar": "Formatowanie opisu";
      "bold": "Pogrubienie";
      "italic": "Kursywa";
      "heading": "Nagłówek";
      "bulletList": "Lista";
      "orderedList": "Lista numerowana";
    };
    "chooseCountry": "Wybierz kraj";
  };
  "levels": {
    "title": "Poziomy szkoły";
    "caption": "Lista poziomów";
    "name": "Nazwa poziomu";
    "add": "Dodaj poziom";
    "empty": "Nie ma jeszcze żadnego poziomu.";
    "delete": "Usuń poziom {{name}}";
    "confirmTitle": "Usunąć poziom?";
    "confirmText": "Poziom {{name}} zniknie z listy; sesje, które go używają, zachowają go.";
    "confirm": "Usuń";
  };
  "mailAccount": {
    "title": "Konto pocztowe filii";
    "intro": "Poczta filii wychodzi przez to konto. Przed zapisaniem sprawdzamy połączenie.";
    "none": "Filia nie ma jeszcze własnego konta pocztowego; poczta wychodzi przez serwer Cenacle.";
    "edit": "Edytuj";
    "cancel": "Anuluj";
    "save": "Sprawdź i zapisz";
    "field": {
      "username": "Nazwa użytkownika (adres e-mail)";
      "password": "Hasło";
      "passwordKept": "Zostaw puste, aby zachować zapisane hasło";
      "passwordAgain": "Zmieniono serwer, port, login lub protokół: wpisz hasło ponownie";
      "outgoingProtocol": "Protokół poczty wychodzącej";
      "incomingProtocol": "Protokół poczty przychodzącej";
      "host": "Serwer";
      "port": "Port";
    };
    "result": {
      "SUCCESS": "Połączenie działa; konto zapisano.";
      "AUTHENTICATION_FAILED": "Serwer odrzucił nazwę użytkownika lub hasło. Konta nie zapisano.";
      "ERROR": "Nie udało się połączyć z serwerem poczty. Konta nie zapisano.";
    };
    "gmailHint": "Gmail: przy weryfikacji dwuetapowej użyj hasła do aplikacji (Konto Google → Bezpieczeństwo → Hasła do aplikacji).";
    "internalError": "Wewnętrzny błąd serwera.";
    "passwordStored": "zapisane (nie jest wyświetlane)";
  };
  "importParticipants": {
    "title": "Import uczestników";
    "caption": "Sesja: {{session}}";
    "chooseSession": "Wybierz sesję, do której chcesz zaimportować uczestników.";
    "session": "Sesja";
    "sessionPlaceholder": "— wybierz sesję —";
    "noSessions": "Brak sesji.";
    "file": {
      "label": "Plik CSV";
      "hint": "Pierwszy wiersz musi zawierać nazwy kolumn. Separator: przecinek lub średnik, kodowanie UTF-8.";
      "reading": "Wczytywanie pliku…";
      "summary": "{{name}}: wierszy {{count}}, separator „{{delimiter}}”";
      "problem": {
        "empty": "Plik jest pusty.";
        "noHeader": "Plik nie ma wiersza nagłówka: pierwszy wiersz musi nazywać kolumny (np. Imię;Nazwisko;E-mail;Poziom).";
        "noRows": "Plik ma tylko wiersz nagłówka, bez żadnych osób.";
        "unreadable": "Nie udało się odczytać pliku.";
      };
    };
    "preview": {
      "caption": "Pierwsze wiersze pliku ({{count}})";
      "row": "Wiersz";
    };
    "mapping": {
      "fields": "Pola obowiązkowe";
      "field": {
        "firstname": "Imię";
        "lastname": "Nazwisko";
        "email": "E-mail";
        "level": "Poziom";
      };
      "noColumn": "— brak kolumny —";
      "unmapped": "Import jest zablokowany: wybierz kolumnę dla pól: {{fields}}.";
      "columns": "Pozostałe kolumny";
      "ageColumn": "Wiek dzieci: kolumna „{{column}}”.";
      "noAgeColumn": "Plik nie ma kolumny „wiek”: wiersze dzieci zostaną pominięte.";
      "noOtherColumns": "Plik nie ma innych kolumn.";
      "column": "Kolumna „{{column}}”";
      "ignore": "Nie importuj";
      "newQuestion": "Nowe pytanie (nieobowiązkowe): {{column}}";
      "existing": "Pytanie: {{question}}";
      "newQuestionsNote": "Przed importem do formularza zgłoszeń zostaną dodane nowe pytania: {{columns}}.";
    };
    "counts": {
      "title": "Zawartość pliku";
      "participants": "Uczestnicy: {{count}}";
      "servants": "Posługujący: {{count}}";
      "children": "Dzieci: {{count}}";
      "skipped": "Pominięte wiersze: {{count}}";
    };
    "reasonCount": "{{reason}}: {{count}}";
    "reason": {
      "childWithoutParent": "wiersz dziecka bez osoby dorosłej powyżej";
      "childWithoutAge": "dziecko bez wieku w kolumnie „wiek”";
      "missingField": "brak imienia, nazwiska, e-maila lub poziomu";
      "alreadyRegistered": "już zapisany na tę sesję";
      "servantWithoutAccount": "posługujący bez konta";
      "invalid": "nieprawidłowe dane";
    };
    "outcome": {
      "IMPORTED": "Zaimportowano";
      "WAITING": "Lista rezerwowa";
      "SKIPPED": "Pominięto";
    };
    "run": {
      "start": "Importuj";
      "cancel": "Przerwij";
      "cancelling": "Import zostanie przerwany po bieżącej partii…";
      "savingForm": "Dodawanie nowych pytań do formularza…";
      "progress": "Przetworzono osób: {{done}} z {{total}}";
      "done": "Import zakończony.";
      "cancelled": "Import przerwany: przetworzono osób {{done}} z {{total}}.";
      "failed": "Import przerwany przez błąd: {{error}}";
      "toParticipants": "Przejdź do listy uczestników";
    };
    "results": {
      "title": "Wynik importu";
      "imported": "Zaimportowani: {{count}}";
      "waiting": "Na liście rezerwowej: {{count}}";
      "skipped": "Pominięci: {{count}}";
      "filter": "Pokaż";
      "all": "Wszystkie";
      "empty": "Brak wierszy z takim wynikiem.";
      "caption": "Wynik każdego wiersza pliku";
      "rows": "Wiersze";
      "name": "Osoba";
      "status": "Wynik";
      "reason": "Powód";
      "page": "Strona {{page}} z {{pages}}";
      "previous": "Poprzednia";
      "next": "Następna";
    };
    "toast": {
      "participantFailed": "Nie udało się zaimportować uczestnika {{name}}.";
      "servantFailed": "Nie udało się zaimportować posługującego {{name}}.";
      "servantsWithoutAccount": "Nie zaimportowano posługujących bez konta: {{names}}.";
      "batchFailed": "Import przerwany: nie udało się zaimportować {{name}} ani pozostałych osób tej partii ({{count}}).";
    };
  };
  "outbox": {
    "title": "Wysłane wiadomości";
    "caption": "Wiadomości filii";
    "empty": "Brak wiadomości.";
    "filter": {
      "state": "Stan";
      "all": "Wszystkie";
    };
    "column": {
      "recipient": "Odbiorca";
      "subject": "Temat";
      "state": "Stan";
      "requestedAt": "Zlecono";
      "attempts": "Próby";
    };
    "state": {
      "REQUESTED": "Zlecona";
      "QUEUED": "W kolejce";
      "DELIVERED": "Wysłana";
      "RETRYING": "Ponawiana";
      "FAILED": "Nieudana";
    };
    "event": {
      "MailRequested": "Zlecona";
      "MailQueued": "W kolejce";
      "MailDelivered": "Wysłana";
      "MailDeliveryFailed": "Próba nieudana";
    };
    "attempt": "próba {{n}}";
    "open": "Otwórz wiadomość do {{recipient}}";
    "noSubject": "(jeszcze bez tematu)";
    "timeline": "Przebieg doręczenia";
    "message": "Treść";
    "close": "Zamknij";
    "page": "Strona {{page}} z {{pages}}";
    "previous": "Poprzednia";
    "next": "Następna";
  };
  "people": {
    "save": "Zapisz";
    "edit": "Edytuj";
    "actions": "Akcje";
    "fields": {
      "name": "Imię i nazwisko";
      "firstName": "Imię";
      "lastName": "Nazwisko";
      "email": "E-mail";
      "phone": "Telefon";
      "price": "Cena";
      "authorities": "Uprawnienia";
      "branches": "Filie";
      "activated": "Konto";
    };
    "state": {
      "active": "Aktywne";
      "inactive": "Nieaktywne";
    };
    "filter": {
      "branch": "Filia";
      "all": "Wszystkie moje filie";
    };
    "authority": {
      "ADMIN": "Administrator";
      "BRANCH_ADMIN": "Administrator filii";
      "SERVANT": "Posługujący";
      "TESTIMONY_ADMIN": "Administrator świadectw";
      "USER": "Użytkownik";
    };
    "users": {
      "title": "Użytkownicy";
      "caption": "Lista użytkowników";
      "empty": "Brak użytkowników.";
      "invite": "Zaproś użytkownika";
      "sendInvite": "Wyślij zaproszenie";
      "edit": "Edytuj użytkownika";
      "erase": "Usuń dane osobowe";
      "eraseTitle": "Usunąć dane osobowe?";
      "eraseQuestion": "Dane osobowe {{name}} zostaną trwale usunięte. Płatności i historia zostaną.";
      "erasedPerson": "osoba usunięta";
    };
    "servants": {
      "title": "Posługujący";
      "caption": "Lista posługujących";
      "empty": "Brak posługujących.";
      "add": "Dodaj posługującego";
      "edit": "Edytuj posługującego";
      "remove": "Usuń";
      "removeTitle": "Usunąć posługującego?";
      "removeQuestion": "{{name}} zostanie usunięty z filii (lub zablokowany).";
      "sendInvitation": "Konto nieaktywne: wyślij zaproszenie";
    };
    "ownAccessLocked": "To Twoje konto: swoich uprawnień ani filii nie zmienisz.";
    "emailConfirmationNote": "Nowy adres e-mail obowiązuje dopiero po potwierdzeniu linkiem z wiadomości.";
  };
  "edit": {
    "title": "Edycja sesji";
    "submit": "Zapisz zmiany";
  };
  "delete": {
    "title": "Usunąć sesję?";
    "text": "Sesja {{session}} filii {{branch}} zniknie z listy i ze strony publicznej. Jej historia, płatności i ceny zostaną zachowane.";
    "confirm": "Usuń";
  };
  "sessions": {
    "deleted": "{{name}} usunięto (lub zablokowano)";
    "deleteFailed": "Nie udało się usunąć {{name}}";
  };
  "settings": {
    "title": "Ustawienia sesji {{session}}";
    "close": "Zamknij";
    "tabs": {
      "label": "Ustawienia sesji";
      "links": "Ustawienia";
      "publicSession": "Publikacja";
    };
    "links": {
      "responsibilities": "Konfiguracja odpowiedzialności";
      "levels": "Poziomy sesji";
      "registrationForm": "Formularz zapisów";
      "publish": "Opublikuj sesję";
      "servants": "Lista posługujących";
      "priceList": "Cennik";
      "mergeConferences": "Łączenie konferencji";
    };
  };
  "publicSession": {
    "field": {
      "photo": "Zdjęcie";
      "address": "Adres";
      "contact": "Kontakt";
      "description": "Opis";
      "registrationLink": "Link do zapisów";
      "registrationDeadline": "Termin zapisów";
      "capacity": "Liczba miejsc";
      "retreatCenter": "Ośrodek rekolekcyjny";
    };
    "save": "Opublikuj";
    "linkHint": "Adres http(s) lub ścieżka tej strony; pusty oznacza formularz zapisów sesji.";
    "capacityHint": "Puste: bez limitu. Po zapełnieniu nowe osoby trafiają na listę oczekujących.";
    "priceList": "Cennik";
    "noPrices": "Cennik jest pusty.";
    "adults": "dorośli";
    "ages": "dzieci {{from}}–{{to}} lat";
    "editPrices": "Edytuj cennik";
    "retreatCenterHint": "Tu sesja nocuje: planer pokoi rozmieszcza ludzi w jego pokojach.";
    "noRetreatCenter": "— brak —";
    "centersFailed": "Nie udało się wczytać ośrodków.";
  };
  "priceType": {
    "ACCOMMODATION": "Zakwaterowanie";
    "FOOD": "Wyżywienie";
    "DISCOUNT": "Zniżka";
  };
  "registrationForm": {
    "title": "Formularz zapisów";
    "session": "Sesja";
    "chooseSession": "Wybierz sesję…";
    "pickSession": "Wybierz sesję, aby edytować jej formularz zapisów.";
    "unknownSession": "Nie ma takiej sesji. Wybierz inną.";
    "noSessions": "Nie ma jeszcze żadnych sesji.";
    "loading": "Wczytywanie formularza…";
    "save": "Zapisz formularz";
    "reload": "Wczytaj formularz ponownie";
    "texts": {
      "title": "Teksty formularza";
      "formTitle": "Tytuł";
      "description": "Opis";
      "successTitle": "Tytuł po zapisaniu się";
      "successContent": "Treść po zapisaniu się";
    };
    "fixed": {
      "title": "Pola stałe";
      "hint": "Zawsze wymagane";
      "firstname": "Imię";
      "lastname": "Nazwisko";
      "email": "E-mail";
      "level": "Poziom";
    };
    "items": {
      "title": "Pytania";
      "empty": "Formularz nie ma jeszcze pytań. Dodaj pierwsze poniżej.";
      "newType": "Rodzaj nowego pytania";
      "add": "Dodaj pytanie";
    };
    "item": {
      "label": "Pytanie {{n}}";
      "move": "Przesuń pytanie {{n}}";
      "type": "Rodzaj";
      "typeOf": "Rodzaj pytania {{n}}";
      "question": "Pytanie";
      "content": "Treść";
      "questionOf": "Treść pytania {{n}}";
      "required": "Wymagane";
      "requiredOf": "Pytanie {{n}} wymagane";
      "copy": "Kopiuj";
      "copyOf": "Kopiuj pytanie {{n}}";
      "delete": "Usuń";
      "deleteOf": "Usuń pytanie {{n}}";
      "singleCheckbox": "Bez opcji: jedno pole do zaznaczenia (np. zgoda).";
      "genderHint": "Odpowiedź: kobieta lub mężczyzna.";
      "ageHint": "Odpowiedź: wiek w pełnych latach.";
    };
    "options": {
      "title": "Opcje";
      "hint": "Cena w opcji: 'kwota waluta - opis'";
      "example": "Np. '150 zł - nocleg'; opcja bez ceny nic nie kosztuje.";
      "option": "Opcja {{n}} pytania {{item}}";
      "remove": "Usuń: {{name}}";
      "add": "Dodaj opcję";
      "price": "Cena: {{price}}";
    };
    "types": {
      "TEXT": "Krótki tekst";
      "LONG_TEXT": "Długi tekst";
      "CHECKBOX": "Pole wyboru";
      "RADIO": "Jednokrotny wybór";
      "INFO": "Informacja";
      "TITLE": "Nagłówek";
      "DESCRIPTION": "Opis";
      "PRICE": "Cena";
      "GENDER": "Płeć";
      "AGE": "Wiek";
    };
    "drag": {
      "instructions": "Aby przesunąć pytanie, naciśnij spację lub Enter, przesuwaj strzałkami w górę i w dół, a potem naciśnij spację lub Enter, by upuścić. Escape anuluje.";
      "picked": "Podniesiono pytanie {{n}}.";
      "over": "Nad miejscem pytania {{n}}.";
      "dropped": "Upuszczono na miejsce pytania {{n}}.";
      "cancelled": "Przesuwanie anulowane.";
    };
    "delete": {
      "title": "Usunąć pytanie?";
      "confirm": "Usuń pytanie";
      "text": "Pytanie {{n}} zniknie z formularza po zapisaniu.";
    };
    "copy": {
      "from": "Formularz innej sesji";
      "choose": "Wybierz sesję…";
      "button": "Kopiuj do tej sesji";
      "confirmTitle": "Skopiować formularz?";
      "confirm": "Kopiuj";
      "confirmText": "Formularz sesji {{session}} zastąpi formularz tej sesji.";
    };
    "qr": {
      "open": "Kod QR";
      "title": "Kod QR strony zapisów";
      "alt": "Kod QR strony zapisów na sesję";
      "close": "Zamknij";
    };
    "messages": {
      "saveFailed": "Nie udało się zapisać formularza zapisów.";
    };
    "readOnly": "Możesz przeczytać ten formularz; zmieniają go administratorzy i administratorzy filii.";
  };
  "participants": {
    "title": "Uczestnicy";
    "caption": "Lista uczestników sesji";
    "loading": "Wczytywanie uczestników…";
    "empty": "Brak uczestników.";
    "noSession": "Nie wybrano sesji: otwórz uczestników z listy sesji.";
    "toSessions": "Przejdź do sesji";
    "register": "Zapisz uczestnika";
    "present": "Obecny";
    "confirmPresence": "Potwierdź obecność";
    "cancel": "Usuń";
    "cancelTitle": "Usunąć zgłoszenie?";
    "cancelQuestion": "Usunąć zgłoszenie: {{name}}?";
    "cancelFailed": "Nie udało się usunąć {{name}}";
    "column": {
      "name": "Imię i nazwisko";
      "email": "E-mail";
      "level": "Poziom";
      "children": "Dzieci";
      "price": "Cena";
      "presence": "Obecność";
      "status": "Status";
      "actions": "Akcje";
    };
    "status": {
      "REGISTERED": "Zapisany";
      "WAITING": "Lista rezerwowa";
      "CANCELLED": "Anulowany";
    };
    "summary": {
      "total": "Zapisani razem";
      "participants": "Uczestnicy";
      "children": "Dzieci";
      "servants": "Posługujący";
      "present": "Obecni";
      "waiting": "Lista rezerwowa";
    };
    "filter": {
      "level": "Poziom";
      "allLevels": "Wszystkie poziomy";
      "text": "Szukaj (imię, nazwisko, e-mail)";
    };
    "links": {
      "registrationForm": "Formularz zgłoszeń";
      "import": "Import uczestników";
      "mails": "Wiadomości do uczestników";
    };
    "paging": {
      "previous": "Poprzednia";
      "next": "Następna";
      "page": "Strona {{page}} z {{pages}} ({{total}} osób)";
    };
    "form": {
      "save": "Zapisz";
      "firstName": "Imię";
      "lastName": "Nazwisko";
      "email": "E-mail";
      "level": "Poziom";
      "chooseLevel": "— wybierz poziom —";
      "age": "Wiek";
      "child": "Dziecko {{number}}";
      "addChild": "Dodaj dziecko";
      "removeChild": "Usuń dziecko";
      "editTitle": "Edycja uczestnika";
    };
    "getPayment": "Przyjmij wpłatę";
    "open": "Otwórz: {{name}}";
    "index": {
      "title": "Indeks: {{name}}";
      "save": "Zapisz w indeksie";
      "date": "Data";
      "place": "Miejsce";
      "level": "Poziom";
      "season": "Pora roku";
      "branch": "Filia";
      "choose": "— wybierz —";
      "open": "Zapisz indeks";
      "edit": "Zmień indeks";
    };
    "export": {
      "title": "Eksport CSV:";
      "participants": "uczestnicy";
      "servants": "posługujący";
      "children": "dzieci";
    };
    "view": {
      "label": "Widok listy";
      "table": "Tabela";
      "columns": "Kolumny";
    };
    "columns": {
      "level": "Poziom {{level}} ({{count}})";
      "details": "{{status}}, dzieci: {{children}}";
    };
    "preview": {
      "edit": "Edytuj";
      "close": "Zamknij";
      "child": "{{name}}, wiek {{age}}";
    };
  };
  "invitation": {
    "title": "Zaproszenie na sesję";
    "loading": "Wczytywanie sesji…";
    "noSession": "Brak sesji w adresie: otwórz link z zaproszenia.";
    "session": "{{season}}, {{from}} – {{to}}, {{branch}}";
    "notRegistered": "Nie jesteś zapisany na tę sesję. Skontaktuj się z organizatorami.";
    "waiting": "Jesteś na liście rezerwowej tej sesji.";
    "confirmed": "Twoja obecność jest potwierdzona. Do zobaczenia!";
    "question": "Czy potwierdzasz swoją obecność na tej sesji?";
    "confirm": "Potwierdzam obecność";
  };
  "participantMails": {
    "title": "Wiadomości do uczestników";
    "caption": "Wiadomości wysłane uczestnikom sesji";
    "empty": "Nie wysłano jeszcze żadnej wiadomości.";
    "toParticipants": "Uczestnicy";
    "delivery": "Doręczono {{delivered}} z {{recipients}}, nieudane: {{failed}}";
    "column": {
      "date": "Data";
      "title": "Temat";
      "preview": "Podgląd";
      "delivery": "Doręczenie";
    };
    "compose": {
      "open": "Nowa wiadomość";
      "title": "Wiadomość do uczestników";
      "subject": "Temat";
      "content": "Treść";
      "send": "Wyślij";
    };
    "confirm": {
      "title": "Wysłać wiadomość?";
      "send": "Wyślij do wszystkich";
      "question": "Wiadomość „{{title}}” trafi do wszystkich zapisanych uczestników sesji. Nie da się jej cofnąć.";
    };
    "deliveries": {
      "title": "Doręczenia: {{title}}";
      "caption": "Doręczenia wiadomości";
      "empty": "Wiadomość nie ma jeszcze odbiorców.";
      "participant": "Uczestnik";
      "email": "E-mail";
      "state": "Stan";
      "pending": "Oczekuje";
      "close": "Zamknij";
    };
  };
  "dashboard": {
    "loading": "Wczytywanie pulpitu…";
    "pin": "Przypnij sesję";
    "unpin": "Odepnij sesję";
    "settings": "Ustawienia sesji";
    "allSessions": "Wszystkie sesje";
    "notRegistered": "Nie jesteś zapisany na tę sesję.";
    "shortcut": {
      "my-responsibilities": "Moje odpowiedzialności";
      "schedule": "Plan dnia";
      "participants": "Uczestnicy";
      "accounting": "Księgowość";
      "servant-responsibilities": "Przydział odpowiedzialności";
      "servant-conference": "Konferencje";
      "room-assignment": "Przydział pokoi";
    };
    "widget": {
      "title": "Plan dnia";
      "fullSchedule": "Cały plan";
      "loading": "Wczytywanie planu…";
      "empty": "Ta sesja nie ma jeszcze planu.";
      "between": "Teraz przerwa między punktami.";
      "finished": "Plan sesji dobiegł końca.";
      "more": "Następne";
      "onDay": "{{date}}, {{times}}";
      "alternative": "{{levels}}: {{name}}";
      "role": {
        "previous": "Poprzedni";
        "current": "Teraz";
        "next": "Następny";
      };
    };
  };
  "sessionServants": {
    "title": "Posługujący na sesji";
    "loading": "Wczytywanie sesji…";
    "offSession": "Poza sesją";
    "onSession": "Na sesji";
    "emptyColumn": "Nikogo tu nie ma.";
    "add": "Dodaj do sesji";
    "remove": "Zdejmij z sesji";
    "drag": {
      "handle": "Przesuń: {{name}}";
      "instructions": "Naciśnij spację, aby podnieść osobę. Strzałki w lewo i w prawo przenoszą ją między kolumnami, spacja upuszcza, Escape anuluje.";
      "picked": "Podniesiono: {{name}}.";
      "over": "Nad kolumną „{{column}}”.";
      "dropped": "{{name}}: upuszczono w kolumnie „{{column}}”.";
      "cancelled": "{{name}}: przenoszenie anulowane.";
    };
    "addNamed": "Dodaj do sesji: {{name}}";
    "removeNamed": "Zdejmij z sesji: {{name}}";
    "columnTitle": "{{title}} ({{count}})";
    "sessionOfBranch": "{{session}} · {{branch}}";
  };
  "responsibilities": {
    "nav": "Odpowiedzialności";
    "title": "Odpowiedzialności posługujących";
    "empty": "Ta sesja nie ma jeszcze odpowiedzialności.";
    "noSessions": "Nie ma jeszcze sesji.";
    "level": "Poziom {{level}}";
    "edit": "Edytuj {{name}}";
    "delete": "Usuń {{name}}";
    "confirmTitle": "Usunąć odpowiedzialność?";
    "confirm": "Usuń";
    "confirmText": "Odpowiedzialność „{{name}}” zostanie usunięta wraz z przypisaniami.";
    "form": {
      "add": "Dodaj odpowiedzialność";
      "edit": "Edytuj odpowiedzialność";
      "save": "Zapisz";
      "name": "Nazwa";
      "type": "Rodzaj";
      "noType": "Bez rodzaju";
      "level": "Poziom";
      "allLevels": "Cała sesja";
    };
    "types": {
      "CONFERENCE_DIVISION": "Podział konferencji";
      "REGISTRATION_ACCOUNTING": "Rejestracja i rozliczenia";
      "SESSION_LEADER": "Prowadzący sesję";
      "LEVEL_KEEPER": "Opiekun poziomu";
    };
    "planner": {
      "session": "Sesja";
      "copy": "Kopiuj do bieżącej sesji ({{session}})";
      "servants": "Posługujący";
      "noServants": "Filia nie ma posługujących.";
      "remove": "Odepnij {{name}}";
    };
    "drag": {
      "picked": "Podniesiono: {{name}}.";
      "over": "Nad: {{place}}.";
      "dropped": "Upuszczono w: {{place}}.";
      "cancelled": "Przeciąganie anulowane.";
      "instructions": "Naciśnij spację, aby podnieść posługującego, strzałkami wybierz miejsce, spacją upuść, Escape anuluje.";
    };
  };
  "conferences": {
    "nav": "Konferencje";
    "title": "Konferencje";
    "empty": "Brak konferencji dla tych filtrów.";
    "edit": "Edytuj {{name}}";
    "delete": "Usuń {{name}}";
    "confirmTitle": "Usunąć konferencję?";
    "confirm": "Usuń";
    "confirmText": "Konferencja „{{name}}” zostanie usunięta z katalogu.";
    "filters": {
      "all": "Wszystkie";
    };
    "form": {
      "add": "Dodaj konferencję";
      "edit": "Edytuj konferencję";
      "save": "Zapisz";
      "choose": "Wybierz…";
      "season": "Pora roku";
      "level": "Poziom";
      "lang": "Język";
      "name": "Nazwa";
      "number": "Numer";
      "files": "Pliki";
      "chooseFile": "Dodaj plik";
      "removeFile": "Usuń plik {{name}}";
      "uploading": "Wysyłanie pliku…";
      "uploadFailed": "Nie udało się wysłać pliku.";
    };
    "languages": {
      "pl": "polski";
      "en": "angielski";
      "uk": "ukraiński";
      "de": "niemiecki";
    };
  };
  "conferencePlanner": {
    "nav": "Planer konferencji";
    "title": "Konferencje posługujących";
    "empty": "Brak konferencji dla pory roku i poziomów tej sesji.";
    "noConferences": "Brak konferencji na tym poziomie.";
    "menu": "Menu konferencji {{name}}";
    "send": "Wyślij do posługujących";
    "sendAll": "Wyślij konferencje posługującym";
    "download": "Pobierz {{name}}";
    "noFiles": "Brak plików";
    "sendTitle": "Wysłać konferencje?";
    "sendAllText": "Każdy posługujący z konferencją w tej sesji dostanie jeden e-mail ze wszystkimi swoimi konferencjami i ich plikami. Posługujących: {{count}}.";
    "sendOneText": "Posługujący konferencji {{name}} dostaną po jednym e-mailu ze wszystkimi swoimi konferencjami tej sesji i ich plikami.";
    "sendConfirm": "Wyślij";
  };
  "schedule": {
    "title": "Plan sesji";
    "session": "Sesja";
    "chooseSession": "Wybierz sesję";
    "pickSession": "Wybierz sesję, aby zobaczyć jej plan.";
    "unknownSession": "Nie ma takiej sesji.";
    "noSessions": "Nie ma jeszcze żadnej sesji.";
    "loading": "Wczytywanie planu…";
    "view": {
      "label": "Widok planu";
      "list": "Lista";
      "day": "Jeden dzień";
    };
    "day": "Dzień";
    "empty": "Ten dzień nie ma jeszcze punktów.";
    "emptySchedule": "Plan tej sesji jest pusty.";
    "edit": "Edytuj dzień";
    "done": "Zakończ edycję";
    "saving": "Zapisywanie…";
    "columns": {
      "time": "Godziny";
      "name": "Punkt";
      "levels": "Poziomy";
      "servants": "Odpowiedzialni";
    };
    "allLevels": "Wszystkie poziomy";
    "conferenceName": "Konferencja {{number}}";
    "conferenceNumber": "Konferencja nr {{number}}";
    "types": {
      "CONFERENCE": "Konferencja";
      "MEDITATION": "Medytacja";
      "BREAK": "Przerwa";
      "MASS": "Msza święta";
      "GLORIFY": "Uwielbienie";
      "GROUPS": "Grupy";
      "REGISTRATION": "Rejestracja";
      "LUNCH": "Obiad";
      "DINNER": "Kolacja";
      "BREAKFAST": "Śniadanie";
      "WITNESS": "Świadectwo";
      "EVANGELISM": "Ewangelizacja";
      "INTERCESSORY": "Modlitwa wstawiennicza";
      "NONE": "Bez rodzaju";
    };
    "item": {
      "label": "Punkt {{n}}";
      "name": "Nazwa punktu {{n}}";
      "start": "Początek punktu {{n}}";
      "delete": "Usuń punkt {{n}}";
      "times": "{{start}}–{{finish}}";
      "type": "Rodzaj punktu {{n}}";
      "finish": "Koniec punktu {{n}}";
    };
    "levels": {
      "split": "Podziel punkt {{n}}";
      "splitLevel": "Poziom do wydzielenia z punktu {{n}}";
      "alternative": "Wariant dla poziomów: {{levels}}";
      "alternativeName": "Nazwa wariantu {{levels}}";
      "merge": "Scal wariant {{levels}}";
      "own": "Poziomy: {{levels}}";
    };
    "servants": {
      "label": "Posługujący punktu {{n}}";
      "pick": "Posługujący do przypisania do punktu {{n}}";
      "assign": "Przypisz";
      "remove": "Usuń {{name}} z punktu";
      "conflict": "{{name}} ma w tym czasie inny punkt";
      "none": "Brak";
      "alternativeLabel": "Posługujący wariantu {{levels}}";
      "alternativePick": "Posługujący do przypisania do wariantu {{levels}}";
    };
    "add": {
      "type": "Rodzaj nowego punktu";
      "button": "Dodaj punkt";
    };
    "delete": {
      "title": "Usunąć punkt?";
      "text": "Punkt {{n}} zniknie z planu, a późniejsze punkty przesuną się wcześniej.";
      "confirm": "Usuń punkt";
    };
    "drag": {
      "cancelled": "Przenoszenie anulowane.";
    };
    "copyDay": {
      "from": "Dzień do skopiowania";
      "button": "Kopiuj do tego dnia";
      "title": "Skopiować dzień?";
      "text": "Punkty dnia {{from}} zastąpią punkty dnia {{to}}.";
      "confirm": "Kopiuj";
      "choose": "Wybierz dzień";
    };
    "copySession": {
      "from": "Plan innej sesji";
      "button": "Kopiuj do tej sesji";
      "title": "Skopiować plan?";
      "text": "Plan wybranej sesji zastąpi plan tej sesji.";
      "confirm": "Kopiuj";
    };
    "qr": {
      "open": "Kod QR";
      "title": "Publiczny plan sesji";
      "alt": "Kod QR publicznego planu sesji";
      "close": "Zamknij";
    };
    "readOnly": "Plan możesz tylko przeglądać.";
    "grid": {
      "label": "Siatka godzin dnia";
      "block": "punkt planu";
      "blockLabel": "Punkt {{n}}: {{name}}, {{times}}";
      "instructions": "Strzałki w górę i w dół przesuwają punkt o krok, a ze Shiftem skracają go lub wydłużają. Enter otwiera edycję punktu.";
      "moved": "Punkt {{n}}, {{name}}: {{times}}.";
      "pick": "Wybierz punkt w siatce, aby zmienić jego szczegóły.";
      "close": "Zamknij szczegóły";
    };
  };
  "mergeConferences": {
    "nav": "Łączenie konferencji";
    "title": "Łączenie konferencji";
    "noSession": "Najpierw wybierz sesję: otwórz ją z listy sesji.";
    "notSummer": "Łączenie konferencji jest dostępne tylko w sesji letniej.";
    "noLevels": "Ta sesja nie ma poziomów.";
    "language": "Język konferencji";
    "level": "Poziom {{level}}";
    "empty": "Brak konferencji na tym poziomie.";
    "removed": "Usunięte";
    "noRemoved": "Nic nie usunięto.";
    "merged": "Połączone z: {{names}}";
    "entry": "{{number}}. {{name}}";
    "move": "Przenieś konferencję {{number}}";
    "mergeNext": "Połącz z następną";
    "mergeNextOf": "Połącz konferencję {{number}} z następną";
    "ungroup": "Rozdziel";
    "ungroupOf": "Rozdziel konferencję {{number}}";
    "remove": "Usuń";
    "removeOf": "Usuń konferencję {{number}}";
    "restore": "Przywróć";
    "restoreOf": "Przywróć {{name}}";
    "reloaded": "Ktoś właśnie zmienił tę kolumnę; wczytano aktualny plan.";
    "drag": {
      "instructions": "Aby przenieść konferencję, naciśnij spację lub enter na uchwycie, użyj strzałek i ponownie naciśnij spację lub enter, aby upuścić. Escape anuluje.";
      "picked": "Podniesiono konferencję {{n}}.";
      "over": "Nad miejscem {{n}}.";
      "dropped": "Upuszczono na miejscu {{n}}.";
      "cancelled": "Anulowano przenoszenie.";
    };
  };
  "myResponsibilities": {
    "nav": "Moje odpowiedzialności";
    "title": "Moje odpowiedzialności";
    "session": "Sesja";
    "chooseSession": "Wybierz sesję";
    "noSessions": "Brak sesji.";
    "empty": "Na tej sesji nie masz przydzielonych konferencji ani odpowiedzialności.";
    "unscheduled": "Bez terminu w planie";
    "columns": {
      "date": "Data";
      "start": "Początek";
      "kind": "Rodzaj";
      "name": "Nazwa";
      "level": "Poziom";
      "files": "Pliki";
    };
    "kind": {
      "CONFERENCE": "Konferencja";
      "RESPONSIBILITY": "Odpowiedzialność";
    };
    "calendar": {
      "label": "Twój kalendarz (iCalendar)";
      "copy": "Kopiuj link";
      "renew": "Wygeneruj nowy link";
      "copied": "Link skopiowano";
      "copyFailed": "Nie udało się skopiować linku";
      "hint": "Dodaj ten link jako subskrypcję w aplikacji kalendarza. Kto go zna, widzi Twoje zadania na tej sesji; nowy link unieważnia poprzednie.";
      "renewTitle": "Wygenerować nowy link do kalendarza?";
      "renewText": "Obecny link od razu przestanie działać, dla wszystkich Twoich sesji, w każdej aplikacji kalendarza, która go subskrybuje. Zasubskrybuj ponownie nowy link.";
    };
    "scheduleItem": {
      "label": "Odpowiedzialność punktu {{n}}";
      "none": "Bez odpowiedzialności";
    };
  };
  "qrGenerator": {
    "title": "Generator kodów QR";
    "intro": "Wpisz adres strony, a pokażemy jej kod QR (256 px) do wydrukowania lub pobrania.";
    "address": "Adres strony";
    "alt": "Kod QR adresu {{address}}";
    "download": "Pobierz PNG";
    "empty": "Kod pojawi się po wpisaniu adresu.";
    "problem": {
      "notWeb": "Podaj pełny adres strony, zaczynający się od http:// lub https://.";
      "tooLong": "Adres może mieć najwyżej {{max}} znaków.";
    };
  };
  "retreatCenters": {
    "title": "Ośrodki rekolekcyjne";
    "new": "Nowy ośrodek";
    "caption": "Lista ośrodków rekolekcyjnych";
    "filter": "Szukaj po nazwie, mieście lub kraju";
    "empty": "Nie ma jeszcze żadnego ośrodka rekolekcyjnego.";
    "noMatch": "Żaden ośrodek nie pasuje do wyszukiwania.";
    "column": {
      "name": "Nazwa";
      "city": "Miasto";
      "country": "Kraj";
      "buildings": "Budynki";
      "rooms": "Pokoje";
      "beds": "Łóżka";
      "actions": "Akcje";
    };
    "rowMenu": "Akcje ośrodka {{name}}";
    "delete": "Usuń";
    "confirmTitle": "Usunąć ośrodek?";
    "confirmText": "Ośrodek {{name}} zniknie z listy razem z budynkami i pokojami. Sesje, które go wskazywały, zostaną bez ośrodka.";
    "deleted": "{{name}} usunięto (lub zablokowano)";
    "deleteFailed": "Nie udało się usunąć ośrodka {{name}}";
    "cancel": "Anuluj";
    "none": "—";
    "pager": {
      "previous": "Poprzednia";
      "next": "Następna";
      "page": "Strona {{page}} z {{pages}}";
    };
    "dialog": {
      "newTitle": "Nowy ośrodek rekolekcyjny";
      "editTitle": "Edycja: {{name}}";
      "previewTitle": "Ośrodek {{name}}";
      "save": "Zapisz ośrodek";
      "edit": "Edytuj";
      "close": "Zamknij";
      "modified": "Niezapisane zmiany";
      "discardTitle": "Odrzucić zmiany?";
      "discardText": "Zmiany w ośrodku, jego budynkach i pokojach nie zostały zapisane. Zamknąć bez zapisywania?";
      "discard": "Odrzuć zmiany";
    };
    "field": {
      "name": "Nazwa";
      "contact": "Kontakt";
      "country": "Kraj";
      "city": "Miasto";
      "address": "Adres";
      "description": "Opis";
      "branch": "Filia";
    };
    "buildings": {
      "title": "Budynki";
      "none": "Ośrodek nie ma jeszcze budynków.";
      "add": "Dodaj budynek";
      "newTitle": "Nowy budynek";
      "edit": "Edytuj budynek";
      "save": "Zapisz budynek";
      "remove": "Usuń budynek";
      "removeLabel": "Usuń budynek {{name}}";
      "lift": "Jest winda";
      "noLift": "Bez windy";
      "totals": "Pokoje: {{rooms}}, łóżka: {{beds}}";
      "invalid": "Popraw budynek: {{error}}";
      "field": {
        "name": "Nazwa budynku";
        "photo": "Zdjęcie";
        "lift": "Winda";
        "attachments": "Załączniki";
        "description": "Opis budynku";
      };
      "confirmRemove": "Usunąć budynek {{name}}? Zniknie z nim pokoi: {{count}}.";
    };
    "photo": {
      "alt": "Zdjęcie budynku {{name}}";
    };
    "attachments": {
      "choose": "Dodaj pliki";
      "uploading": "Przesyłanie…";
      "remove": "Usuń plik {{name}}";
      "none": "Brak załączników";
      "failed": "Nie udało się przesłać pliku.";
    };
    "rooms": {
      "title": "Pokoje budynku {{name}}";
      "none": "Budynek nie ma jeszcze pokoi.";
      "add": "Dodaj pokój";
      "newTitle": "Nowy pokój";
      "edit": "Edytuj";
      "duplicate": "Duplikuj";
      "duplicateLabel": "Duplikuj pokój {{name}}";
      "remove": "Usuń";
      "removeLabel": "Usuń pokój {{name}}";
      "save": "Zapisz pokój";
      "number": "Nr {{number}}";
      "beds": "łóżka: {{beds}}";
      "firstBed": "łóżka od nr {{number}}";
      "mattress": "miejsce na materac";
      "floor": "piętro {{floor}}";
      "invalid": "Popraw pokój: {{error}}";
      "descriptionHint": "W nagłówku pokoju widać pierwsze {{length}} znaków.";
      "field": {
        "name": "Nazwa pokoju";
        "description": "Opis pokoju";
        "beds": "Liczba łóżek";
        "roomNumber": "Numer pokoju";
        "bedNumber": "Numer pierwszego łóżka";
        "floor": "Piętro (0 — parter)";
        "spaceForMattress": "Miejsce na materac";
        "bathroom": "Łazienka";
      };
    };
    "bathroom": {
      "BATH": "Wanna";
      "SHOWER": "Prysznic";
      "WASHBASIN": "Umywalka";
      "TOILET": "Toaleta";
    };
    "noBranch": "Brak filii (przypisuje administrator)";
    "noCountry": "Bez kraju";
  };
  "roomAssignment": {
    "title": "Przydział pokoi";
    "noSessions": "Nie ma jeszcze żadnej sesji.";
    "counts": "Bez pokoju: {{unassigned}} · wolne łóżka: {{beds}} · miejsca na materac: {{mattresses}}";
    "noBuildings": "Ośrodek nie ma jeszcze budynków z pokojami.";
    "elsewhere": "W pokojach, których ośrodek już nie ma: {{names}}";
    "center": {
      "missing": "Ta sesja nie ma ośrodka rekolekcyjnego. Wybierz go poniżej albo w ustawieniach publikacji sesji.";
      "notPublished": "Ta sesja nie ma ośrodka rekolekcyjnego i nie jest jeszcze opublikowana: ośrodek wybierzesz w ustawieniach publikacji sesji.";
      "settings": "Ustawienia publikacji sesji";
      "choose": "Ośrodek rekolekcyjny";
      "placeholder": "Wybierz ośrodek";
      "none": "Nie opisano jeszcze żadnego ośrodka.";
      "describe": "Opisz ośrodek";
      "failed": "Nie udało się wczytać ośrodków.";
    };
    "pool": {
      "title": "Bez pokoju ({{n}})";
      "zone": "Osoby bez pokoju";
      "empty": "Nikt tu nie czeka.";
      "type": "Rodzaj";
      "gender": "Płeć";
      "all": "Wszyscy";
      "typeCount": "{{type}}: {{count}}";
    };
    "types": {
      "participant": "uczestnik";
      "child": "dziecko";
      "servant": "posługujący";
    };
    "genders": {
      "male": "mężczyźni";
      "female": "kobiety";
      "unknown": "płeć nieznana";
    };
    "genderShort": {
      "male": "M";
      "female": "K";
      "unknown": "płeć nieznana";
    };
    "person": {
      "details": "{{type}} · {{age}} · {{gender}} · {{price}}";
      "remove": "Wyjmij {{name}} z pokoju";
      "age": "wiek {{age}}";
      "ageUnknown": "wiek nieznany";
    };
    "building": {
      "counts": "Wolne łóżka: {{beds}} · miejsca na materac: {{mattresses}}";
      "lift": "z windą";
    };
    "room": {
      "beds": "{{persons}} / {{beds}} łóżek";
      "filled": "pełny";
      "overflowing": "przepełniony";
      "mattress": "miejsce na materac";
    };
    "proposal": {
      "propose": "Zaproponuj przydział";
      "title": "Propozycja przydziału";
      "nothing": "Nie ma kogo umieścić albo brak wolnych miejsc.";
      "placement": "{{name}} → {{room}} ({{reasons}})";
      "mattress": "na materacu";
      "notHonoured": "Czego nie udało się spełnić";
      "unplaced": "{{name}}: bez miejsca – {{reason}}";
      "wish": "{{name}} i {{other}}: {{reason}}";
      "rule": "{{name}} i {{other}}: {{rule}} – {{reason}}";
      "acceptAll": "Przyjmij wszystko";
      "acceptSome": "Przyjmij zaznaczone ({{n}})";
      "close": "Zamknij i przydzielaj ręcznie";
    };
    "export": {
      "csv": "Listy pokoi (CSV)";
      "print": "Drukuj kartki na drzwi";
      "fileName": "pokoje {{session}}.csv";
      "columns": {
        "building": "Budynek";
        "room": "Pokój";
        "roomNumber": "Numer pokoju";
        "firstname": "Imię";
        "lastname": "Nazwisko";
        "type": "Rodzaj";
        "age": "Wiek";
        "gender": "Płeć";
        "price": "Cena";
      };
    };
    "door": {
      "numbered": "{{name}} – pokój {{number}}";
    };
    "wishes": {
      "open": "Życzenia noclegowe";
      "title": "Życzenia noclegowe";
      "person": "Osoba";
      "gender": "Płeć";
      "genderHint": "Gdy formularz zgłoszeniowy o nią nie pytał.";
      "asRegistered": "jak w zgłoszeniu ({{gender}})";
      "unknown": "nieznana";
      "male": "mężczyzna";
      "female": "kobieta";
      "stepFree": "Potrzebuje pokoju bez schodów (parter lub winda)";
      "filter": "Szukaj osób";
      "roommates": "Chce mieszkać z";
      "notWith": "Nie z";
      "tooMany": "Najwyżej {{max}} osób na każdej liście.";
      "save": "Zapisz życzenia";
      "close": "Zamknij";
      "nobody": "Na tej sesji nie ma jeszcze nikogo.";
    };
  };
  "files": {
    "photo": {
      "choose": "Wybierz zdjęcie (.jpg, .png)";
      "uploading": "Przesyłanie…";
      "remove": "Usuń zdjęcie";
      "none": "Brak zdjęcia";
      "failed": "Nie udało się przesłać zdjęcia.";
    };
  };
  "pageVisits": {
    "title": "Odwiedziny stron";
    "intro": "Ile razy wyświetlono każdą stronę aplikacji w wybranych dniach (czas UTC).";
    "from": "Od";
    "to": "Do";
    "caption": "Odwiedziny stron od {{from}} do {{to}}";
    "empty": "Nikt nie odwiedził żadnej strony w tych dniach.";
    "column": {
      "path": "Strona";
      "views": "Wyświetlenia";
    };
    "range": {
      "missing": "Podaj obie daty.";
      "reversed": "Data początkowa nie może być późniejsza niż końcowa.";
      "tooLong": "Zakres może obejmować najwyżej {{max}} dni.";
    };
    "page": "Strona {{page}} z {{pages}}";
    "previous": "Poprzednia";
    "next": "Następna";
  };
  "management": {
    "refresh": "Odśwież";
    "status": {
      "UP": "Działa";
      "DEGRADED": "Częściowo działa";
      "DOWN": "Nie działa";
      "FAILED": "Zatrzymany";
      "UNKNOWN": "Nieznany";
    };
    "health": {
      "title": "Stan systemu";
      "overall": "Stan ogólny:";
      "component": "Składnik";
      "status": "Stan";
      "details": "Szczegóły";
      "lag": "Opóźnienie: {{lag}} zdarzeń (pozycja {{position}})";
    };
    "metrics": {
      "title": "Metryki aplikacji";
      "memory": "Pamięć";
      "process": "Proces";
      "uptime": "Czas działania";
      "cpus": "Procesory";
      "eventLoop": "Opóźnienie pętli zdarzeń (średnio / p99)";
      "pool": "Połączenia z bazą (wszystkie / wolne / czekające)";
      "mail": "Poczta (wysłane / nieudane / oczekujące)";
      "requests": "Żądania HTTP: {{count}}";
      "services": "Żądania według adresu";
      "route": "Adres";
      "count": "Liczba";
      "mean": "Średnio (ms)";
      "max": "Maks. (ms)";
      "commands": "Polecenia";
      "projections": "Modele odczytu";
      "lag": "{{lag}} zdarzeń za logiem";
      "heap": "Sterta V8 (użyte / przydzielone / maks.)";
    };
    "configuration": {
      "title": "Konfiguracja";
      "filter": "Filtruj po nazwie";
      "properties": "Ustawienia ({{prefix}})";
      "environment": "Środowisko ({{name}})";
    };
    "logs": {
      "title": "Logi";
      "intro": "Poziom logowania tego procesu API; zmiana działa od razu.";
      "name": "Nazwa";
      "level": "Poziom";
      "levelOf": "Poziom logów {{name}}";
    };
    "docs": {
      "title": "Dokumentacja API";
      "open": "Otwórz w nowej karcie";
      "disabled": "Dokumentacja API jest wyłączona (profil api-docs).";
    };
  };
  "myRegistrations": {
    "title": "Moje zapisy";
    "empty": "Nie jesteś zapisany na żadną sesję.";
    "findSession": "Znajdź sesję";
    "level": "Poziom";
    "price": "Cena";
    "paid": "Wpłacono";
    "due": "Do zapłaty";
    "nothingDue": "Nic — dziękujemy!";
    "children": "Dzieci";
    "child": "{{name}} (wiek: {{age}})";
    "presence": "Obecność";
    "present": "Potwierdzona";
    "notYetPresent": "Jeszcze niepotwierdzona";
    "schedule": "Plan sesji";
    "confirm": "Potwierdź przyjazd";
  };
  "desk": {
    "title": "Recepcja: {{session}}";
    "chooseTitle": "Recepcja";
    "choose": "Wybierz sesję, aby otworzyć jej recepcję.";
    "open": "Otwórz recepcję";
    "noSessions": "Nie ma sesji, dla której można otworzyć recepcję.";
    "offlineNoSession": "Brak internetu. Otwórz recepcję sesji, którą ta przeglądarka już wczytała.";
    "search": {
      "label": "Szukaj po nazwisku albo zeskanuj kod QR";
      "placeholder": "Nazwisko, imię lub kod z potwierdzenia";
      "none": "Nikogo nie znaleziono.";
      "hint": "Wpisz nazwisko albo zeskanuj kod QR z potwierdzenia zgłoszenia.";
      "results": "Znalezione osoby: {{count}}";
      "byToken": "Znaleziono po kodzie z potwierdzenia.";
    };
    "scan": {
      "button": "Skanuj kod QR";
      "title": "Skanuj kod QR z potwierdzenia";
      "close": "Zamknij";
      "noCamera": "Nie można użyć kamery: {{reason}}";
      "starting": "Włączanie kamery…";
      "video": "Obraz z kamery";
      "photo": "Kod QR ze zdjęcia";
      "noCode": "Na tym zdjęciu nie znaleziono kodu QR.";
    };
    "status": {
      "offline": "Brak internetu. Czynności są zapisywane na tym urządzeniu.";
      "waiting": "Czynności czekające na wysłanie: {{count}}.";
      "sending": "Wysyłanie…";
      "sendNow": "Wyślij teraz";
      "allSent": "Wszystko wysłane.";
      "fromDevice": "Lista z tego urządzenia, wczytana {{time}}.";
      "denied": "Serwer odmówił przyjęcia czynności. Zaloguj się ponownie; czynności czekają na tym urządzeniu.";
      "forbidden": "Nie masz dostępu do recepcji tej sesji.";
      "unavailable": "Nie udało się wczytać listy, a to urządzenie nie ma jej kopii.";
      "offlineReady": "Ta strona otworzy się także bez internetu.";
    };
    "attention": {
      "title": "Wymaga uwagi";
      "refused": "{{action}} — {{name}}: {{reason}}";
      "unknownReason": "serwer odmówił ({{code}})";
      "dismiss": "Rozumiem";
      "dismissLabel": "Zamknij: {{action}} — {{name}}";
      "someone": "osoba spoza listy";
    };
    "action": {
      "ConfirmPresence": "Potwierdzenie obecności";
      "RecordPayment": "Wpłata";
      "HandOutKey": "Wydanie klucza";
      "CheckInChild": "Przyjęcie dziecka";
      "CheckOutChild": "Odbiór dziecka";
    };
    "card": {
      "level": "Poziom {{level}}";
      "present": "Obecny(-a)";
      "notPresent": "Jeszcze nie dotarł(-a)";
      "confirm": "Potwierdź obecność";
      "confirmFor": "Potwierdź obecność: {{name}}";
      "due": "Do zapłaty: {{due}}";
      "paid": "Zapłacono: {{paid}}";
      "left": "Pozostało: {{left}}";
      "settled": "Rozliczone";
      "room": "Pokój: {{room}}";
      "noRoom": "Bez pokoju";
      "handOutKey": "Wydaj klucz";
      "keyHandedOut": "Klucz wydany";
      "children": "Dzieci";
      "indexBook": "Indeks";
      "indexSaved": "Indeks zapisany";
      "indexOffline": "Indeks można zapisać tylko z internetem.";
      "waiting": "czeka na wysłanie";
    };
    "payment": {
      "title": "Przyjmij wpłatę";
      "amount": "Kwota";
      "category": "Kategoria";
      "record": "Zapisz wpłatę";
      "recordFor": "Zapisz wpłatę: {{name}}";
      "invalid": "Podaj kwotę większą od zera, najwyżej z dwoma miejscami po przecinku.";
    };
    "category": {
      "BUY_IN": "Opłata za sesję";
      "SUNDAY_COLLECTION": "Taca niedzielna";
      "DONATIONS": "Darowizny";
      "SHOP": "Sklepik";
      "ADVANCE_FROM_PREVIOUS_SESSION": "Zaliczka z poprzedniej sesji";
    };
    "child": {
      "age": "{{age}} l.";
      "in": "W grupie";
      "out": "Nie w grupie";
      "checkIn": "Przyjmij do grupy";
      "checkInFor": "Przyjmij do grupy: {{name}}";
      "checkOut": "Wydaj dziecko";
      "checkOutFor": "Wydaj dziecko: {{name}}";
    };
    "pickup": {
      "title": "Kod odbioru: {{name}}";
      "explain": "Pokaż ten kod rodzicowi. Kto inny niż rodzic odbiera dziecko tylko z tym kodem.";
      "code": "Kod odbioru";
      "done": "Gotowe";
    };
    "checkout": {
      "title": "Wydanie dziecka: {{name}}";
      "toParent": "Odbiera rodzic, który zgłosił dziecko";
      "withCode": "Odbiera ktoś z kodem odbioru";
      "code": "Kod odbioru";
      "wrongCode": "Ten kod nie pasuje do tego dziecka.";
      "confirm": "Wydaj";
      "cancel": "Anuluj";
    };
    "live": {
      "title": "Na żywo";
      "caption": "Przyjazdy, dzieci i wpłaty na dziś według poziomów";
      "level": "Poziom";
      "arrived": "Przybyli";
      "expected": "Oczekiwani";
      "childrenIn": "Dzieci w grupie";
      "money": "Wpłaty dziś";
      "total": "Razem";
      "offline": "Widok na żywo wróci, gdy będzie internet.";
    };
  };
};
export default messages;
