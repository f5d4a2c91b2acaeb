// Generated from pl.json by `npm run i18n:types`: every message as its literal text, so that
// i18next types the values of its {{placeholders}}. Do not edit; change the JSON and run it again.
declare const messages: {
  "module": "Treści strony";
  "nav": {
    "contents": "Wszystkie treści";
    "branchPage": "Opis oddziału";
    "testimonies": "Świadectwa";
    "aboutUs": "O nas";
    "infoComponents": "Sekcje wszystkich stron";
  };
  "hub": {
    "title": "Treści strony publicznej";
  };
  "pages": {
    "LONG_PAGE": {
      "title": "Strona główna";
      "description": "Sekcje długiej strony głównej.";
    };
    "ABOUT_US": {
      "title": "O nas";
      "description": "Sekcje strony „O nas”.";
    };
    "FORMATION": {
      "title": "Formacja";
      "description": "Sekcje strony o formacji.";
    };
    "BLOG": {
      "title": "Blog";
      "description": "Sekcje bloga.";
    };
    "BRANCH": {
      "title": "Strona oddziału";
      "description": "Sekcje strony oddziału.";
    };
  };
  "languages": {
    "pl": "polski";
    "en": "angielski";
    "uk": "ukraiński";
    "de": "niemiecki";
  };
  "scope": {
    "language": "Język";
    "country": "Kraj";
    "countryHint": "Trzy litery, np. POL; puste: wszystkie kraje.";
  };
  "sections": {
    "add": "Dodaj sekcję";
    "empty": "Ta strona nie ma jeszcze sekcji.";
    "listLabel": "Sekcje strony w kolejności";
    "unnamed": "Sekcja {{number}}";
    "unnamedOne": "Sekcja bez nazwy";
    "noWords": "(bez tekstu)";
    "move": "Przesuń sekcję {{name}}";
    "edit": "Edytuj";
    "editOf": "Edytuj sekcję {{name}}";
    "history": "Historia";
    "historyOf": "Historia sekcji {{name}}";
    "delete": "Usuń";
    "deleteOf": "Usuń sekcję {{name}}";
    "deleteTitle": "Usunąć sekcję?";
    "deleteText": "Sekcja {{name}} zniknie ze strony.";
    "deleteConfirm": "Usuń";
    "drag": {
      "instructions": "Naciśnij spację, aby podnieść sekcję, strzałki, aby ją przesunąć, spację, aby upuścić, Escape, aby anulować.";
      "picked": "Podniesiono sekcję {{n}}.";
      "over": "Nad miejscem {{n}}.";
      "dropped": "Upuszczono na miejscu {{n}}.";
      "cancelled": "Przesuwanie anulowane.";
    };
  };
  "editor": {
    "newTitle": "Nowa sekcja";
    "editTitle": "Sekcja {{name}}";
    "name": "Nazwa sekcji";
    "columns": "Liczba kolumn";
    "sectionLayout": "Układ sekcji: {{device}}";
    "cancel": "Zamknij";
    "save": "Zapisz i opublikuj";
    "reload": "Wczytaj sekcję ponownie (odrzuca zmiany)";
    "discardTitle": "Porzucić zmiany?";
    "discardText": "Sekcja ma niezapisane zmiany. Po zamknięciu przepadną.";
    "discard": "Porzuć zmiany";
  };
  "device": {
    "MOBILE": "Telefon";
    "TABLET": "Tablet";
    "DESKTOP": "Komputer";
  };
  "preview": {
    "heading": "Podgląd";
    "devices": "Urządzenie podglądu i edytowanego układu";
    "title": "Podgląd sekcji: {{device}}";
  };
  "column": {
    "title": "Kolumna {{number}}";
    "type": "Wyrównanie kolumny";
    "types": {
      "LEFT": "do lewej";
      "RIGHT": "do prawej";
      "CENTER": "do środka";
    };
    "newElement": "Nowy element kolumny {{number}}";
    "add": "Dodaj element";
  };
  "element": {
    "type": {
      "H1": "Nagłówek 1";
      "H2": "Nagłówek 2";
      "TEXT": "Tekst";
      "BUTTON": "Przycisk";
      "PHOTO": "Zdjęcie";
      "COLUMN": "Blok kolumny";
      "SECTION": "Pas sekcji";
    };
    "up": "Przesuń w górę: {{type}}";
    "down": "Przesuń w dół: {{type}}";
    "remove": "Usuń element: {{type}}";
    "layout": "Układ ({{device}})";
    "heading": "Treść nagłówka";
    "words": "Tekst";
    "buttonLabel": "Napis na przycisku";
    "url": "Adres przycisku";
    "urlHint": "https://… albo ścieżka tej strony, np. /events";
    "text": "Tekst sformatowany";
    "photo": "Zdjęcie";
    "alt": "Opis zdjęcia (dla czytników ekranu)";
  };
  "layout": {
    "width": "Szerokość";
    "naturalWidth": "naturalna";
    "widthUnit": "Jednostka";
    "paddingTop": "Odstęp u góry";
    "paddingRight": "Odstęp z prawej";
    "paddingBottom": "Odstęp u dołu";
    "paddingLeft": "Odstęp z lewej";
    "borderStyle": "Obramowanie";
    "borderWidth": "Grubość obramowania";
    "border": {
      "none": "brak";
      "solid": "ciągłe";
      "double": "podwójne";
      "dashed": "kreskowane";
      "dotted": "kropkowane";
      "groove": "rowek";
    };
    "textAlign": "Wyrównanie tekstu";
    "align": {
      "inherit": "jak kolumna";
      "left": "do lewej";
      "center": "do środka";
      "right": "do prawej";
      "justify": "wyjustowany";
    };
    "borderColor": "Kolor obramowania";
    "backgroundColor": "Kolor tła";
    "color": "Kolor tekstu";
    "noColour": "brak";
    "colour": "Kolor {{colour}}";
  };
  "photo": {
    "none": "Brak zdjęcia";
    "choose": "Wybierz zdjęcie";
    "uploading": "Wysyłanie…";
    "remove": "Usuń zdjęcie";
    "failed": "Nie udało się wysłać zdjęcia.";
  };
  "history": {
    "title": "Historia: {{name}}";
    "empty": "Brak zapisanych wersji.";
    "saved": "Wersja {{version}}: zapis";
    "restored": "Wersja {{version}}: przywrócenie wersji {{from}}";
    "removed": "Wersja {{version}}: usunięcie";
    "by": "{{who}}, {{when}}";
    "unknown": "nieznana osoba";
    "restore": "Przywróć";
    "restoreTitle": "Przywrócić tę wersję?";
    "restoreText": "Sekcja wróci do wersji {{version}}; zostanie zapisana jako nowa wersja.";
    "restoreConfirm": "Przywróć";
    "close": "Zamknij";
  };
  "infoComponents": {
    "title": "Sekcje wszystkich stron";
    "location": "Strona";
    "every": "wszystkie";
    "everyCountry": "wszystkie kraje";
    "search": "Szukaj";
    "name": "Sekcja";
    "modified": "Zmieniona";
    "actions": "Akcje";
    "empty": "Nie ma jeszcze żadnej sekcji.";
    "noMatch": "Nic nie pasuje do filtrów.";
  };
  "branchPage": {
    "title": "Strona oddziału {{name}}";
    "branch": "Oddział";
    "noBranch": "Nie masz oddziału, którego stronę możesz edytować.";
    "contact": "Kontakt";
    "phone": "Telefon";
    "email": "E-mail";
    "facebook": "Facebook";
    "contactHint": "Dane kontaktowe zmienia się w konfiguracji oddziału.";
  };
  "aboutUs": {
    "title": "Wpisy „O nas”";
    "add": "Dodaj wpis";
    "empty": "Nie ma jeszcze wpisów.";
    "newTitle": "Nowy wpis „O nas”";
    "editTitle": "Wpis {{title}}";
    "save": "Zapisz";
    "fields": {
      "title": "Tytuł";
      "content": "Treść";
      "main": "Główny";
    };
    "yes": "tak";
    "no": "nie";
    "deleteOf": "Usuń wpis {{title}}";
    "deleteTitle": "Usunąć wpis?";
    "deleteText": "Wpis {{title}} zniknie ze strony „O nas”.";
  };
  "testimonies": {
    "title": "Świadectwa";
    "add": "Dodaj świadectwo";
    "empty": "Nie ma jeszcze świadectw.";
    "newTitle": "Nowe świadectwo";
    "editTitle": "Świadectwo: {{author}}";
    "save": "Zapisz";
    "created": "Dodane";
    "fields": {
      "type": "Rodzaj";
      "author": "Autor";
      "content": "Treść";
      "text": "Tekst świadectwa";
      "videoUrl": "Adres filmu";
      "branch": "Oddział";
      "onMainPage": "Na stronie głównej";
      "photo": "Zdjęcie";
    };
    "types": {
      "TEXT": "tekst";
      "VIDEO": "film";
    };
    "videoHint": "Adres https:// filmu, np. w serwisie wideo.";
    "noBranch": "bez oddziału";
    "photoOf": "Zdjęcie: {{author}}";
    "deleteOf": "Usuń świadectwo: {{author}}";
    "deleteTitle": "Usunąć świadectwo?";
    "deleteText": "Świadectwo autora {{author}} zniknie ze strony.";
  };
  "pager": {
    "label": "Strony listy";
    "previous": "Poprzednia";
    "next": "Następna";
    "page": "Strona {{page}} z {{pages}}";
  };
};
export default messages;
