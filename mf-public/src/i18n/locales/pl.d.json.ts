// Generated from pl.json by `npm run i18n:types`: every message as its literal text, so that
// i18next types the values of its {{placeholders}}. Do not edit; change the JSON and run it again.
declare const messages: {
  "module": "Strony publiczne";
  "registration": {
    "loading": "Wczytywanie formularza zapisów…";
    "noSession": "Brak sesji w adresie strony. Otwórz link do zapisów otrzymany od organizatorów.";
    "notFound": "Nie znaleziono takiej sesji.";
    "defaultTitle": "Zapisy na sesję";
    "expired": {
      "title": "Zapisy zakończone";
      "message": "Zapisy na tę sesję są już zamknięte.";
    };
    "deadline": "Zapisy do {{date}}";
    "fields": {
      "firstname": "Imię";
      "lastname": "Nazwisko";
      "email": "E-mail";
      "level": "Poziom";
      "chooseLevel": "Wybierz poziom";
      "choose": "Wybierz";
      "website": "Strona internetowa (zostaw puste)";
    };
    "gender": {
      "MALE": "Mężczyzna";
      "FEMALE": "Kobieta";
    };
    "children": {
      "title": "Dzieci";
      "none": "Nie zapisujesz żadnych dzieci.";
      "add": "Dodaj dziecko";
      "remove": "Usuń dziecko {{number}}";
      "child": "Dziecko {{number}}";
      "firstname": "Imię dziecka";
      "lastname": "Nazwisko dziecka";
      "age": "Wiek dziecka";
    };
    "price": {
      "sum": "Do zapłaty: {{amount}}";
      "none": "Do zapłaty: 0";
    };
    "submit": "Zapisz się";
    "required": "Imię, nazwisko i e-mail są wymagane, aby się zapisać.";
    "success": {
      "title": "Dziękujemy za zapisanie się!";
      "content": "Potwierdzenie wyślemy na podany adres e-mail.";
    };
    "waiting": {
      "title": "Jesteś na liście oczekujących";
      "content": "Wszystkie miejsca są zajęte. Napiszemy do Ciebie, gdy zwolni się miejsce.";
    };
    "pageDescription": "Zapisz się na sesję rekolekcyjną wspólnoty: formularz zapisów.";
    "facts": {
      "dates": "Termin";
      "place": "Miejsce";
      "deadline": "Zapisy do";
      "placesLeft": "Wolne miejsca";
      "noPlacesLeft": "Brak — zapiszesz się na listę oczekujących";
    };
    "order": {
      "title": "Twoje zamówienie";
      "empty": "Ceny pojawią się tutaj, gdy wybierzesz płatne opcje.";
      "option": "{{question}}: {{option}}";
      "capped": "Zniżki ponad cenę udziału";
      "child": "{{name}} (wiek: {{age}})";
    };
    "notFoundHint": "Sprawdź link do zapisów albo znajdź sesję na liście wydarzeń.";
  };
  "site": {
    "loading": "Wczytywanie…";
    "loadingContent": "Wczytywanie treści…";
    "loadError": "Nie udało się wczytać danych. Sprawdź połączenie i spróbuj ponownie.";
    "retry": "Spróbuj ponownie";
    "more": "Czytaj dalej";
    "less": "Zwiń";
    "country": {
      "label": "Treści dla kraju";
      "none": "Bez wyboru kraju";
    };
    "contentInOtherLanguage": "Ta treść nie jest jeszcze dostępna po polsku; pokazujemy ją w języku: {{language}}.";
  };
  "filters": {
    "country": "Kraj";
    "allCountries": "Wszystkie kraje";
  };
  "home": {
    "pageTitle": "Wspólnota, rekolekcje i formacja";
    "description": "Rekolekcje weekendowe i letnie, formacja i oddziały wspólnoty w Polsce i za granicą. Sprawdź, jak dołączyć.";
    "heading": "Witaj w Wieczerniku";
    "tagline": "Wspólnota, która prowadzi rekolekcje i formację w wielu krajach.";
    "join": {
      "heading": "Jak dołączyć";
      "sessions": "Każdy oddział prowadzi trzy sesje weekendowe w roku oraz dłuższą sesję letnią.";
      "step1": "Znajdź najbliższy oddział na mapie.";
      "step2": "Wybierz sesję w kalendarzu wydarzeń.";
      "step3": "Wypełnij formularz zapisów – potwierdzenie przyjdzie e-mailem.";
      "events": "Zobacz nadchodzące sesje";
    };
    "branches": "Nasze oddziały";
    "allBranches": "Wszystkie oddziały";
    "testimonies": "Świadectwa";
    "allTestimonies": "Wszystkie świadectwa";
    "aboutUs": "O nas";
    "moreAboutUs": "Więcej o nas";
  };
  "events": {
    "pageTitle": "Wydarzenia";
    "description": "Nadchodzące sesje rekolekcyjne wspólnoty: terminy, miejsca, poziomy i zapisy.";
    "heading": "Nadchodzące sesje";
    "intro": "Wybierz kraj, oddział lub poziom, aby zawęzić listę.";
    "filters": "Filtry wydarzeń";
    "branches": "Oddziały";
    "levels": "Poziomy";
    "empty": "Brak sesji spełniających wybrane kryteria.";
    "title": "Sesja {{season}} – {{branch}}";
    "levelsList": "poziomy: {{levels}}";
    "more": "Szczegóły";
    "less": "Ukryj szczegóły";
    "close": "Zamknij";
    "address": "Adres";
    "contact": "Kontakt";
    "deadline": "Zapisy do";
    "retreatCenter": "Ośrodek";
    "retreatCenterLink": "Zobacz ośrodek";
    "prices": "Cennik";
    "register": "Zapisz się";
    "season": {
      "WINTER": "zimowa";
      "SPRING": "wiosenna";
      "SUMMER": "letnia";
      "AUTUMN": "jesienna";
    };
    "priceType": {
      "ACCOMMODATION": "Zakwaterowanie";
      "FOOD": "Wyżywienie";
      "DISCOUNT": "Zniżka";
    };
  };
  "branches": {
    "pageTitle": "Oddziały";
    "description": "Mapa i lista oddziałów wspólnoty z możliwością wyszukania po kraju i nazwie.";
    "heading": "Oddziały";
    "intro": "Znajdź oddział najbliżej siebie.";
    "filters": "Filtry oddziałów";
    "name": "Nazwa oddziału";
    "map": "Mapa oddziałów";
    "mapLoading": "Wczytywanie mapy…";
    "listHeading": "Lista oddziałów";
    "count": "Pokazane oddziały: {{count}}";
    "empty": "Żaden oddział nie pasuje do wyszukiwania.";
    "open": "Strona oddziału {{name}}";
    "showMap": "Pokaż mapę oddziałów ({{count}})";
  };
  "branch": {
    "pageTitle": "Oddział";
    "description": "Strona oddziału wspólnoty z danymi kontaktowymi.";
    "descriptionOf": "Oddział {{name}} ({{city}}): aktualności, sesje i kontakt.";
    "notFound": "Nie znaleziono takiego oddziału.";
    "aboutUs": "O oddziale";
  };
  "aboutUs": {
    "pageTitle": "O nas";
    "description": "Kim jesteśmy: historia, misja i ludzie wspólnoty.";
    "heading": "O nas";
    "empty": "Brak wpisów w tym języku.";
    "others": "Więcej o wspólnocie";
  };
  "formation": {
    "pageTitle": "Formacja";
    "description": "Formacja we wspólnocie: poziomy, konferencje i droga rozwoju.";
    "heading": "Formacja";
    "intro": "Jak wygląda droga formacji we wspólnocie.";
    "empty": "Treść tej strony jest w przygotowaniu.";
  };
  "blog": {
    "pageTitle": "Blog";
    "description": "Wpisy, relacje i przemyślenia członków wspólnoty.";
    "heading": "Blog";
    "intro": "Relacje z sesji i przemyślenia.";
    "empty": "Nie ma jeszcze wpisów.";
  };
  "testimonies": {
    "pageTitle": "Świadectwa";
    "description": "Świadectwa uczestników rekolekcji: teksty i nagrania wideo.";
    "heading": "Świadectwa";
    "intro": "Co mówią uczestnicy sesji.";
    "empty": "Nie ma jeszcze świadectw.";
    "watch": "Obejrzyj świadectwo: {{author}}";
    "play": "Odtwórz świadectwo: {{author}}";
    "videoTitle": "Świadectwo wideo: {{author}}";
    "provider": "Film z serwisu {{provider}} wczyta się dopiero po kliknięciu.";
  };
  "privacy": {
    "pageTitle": "Polityka prywatności";
    "description": "Jak wspólnota przetwarza i chroni dane osobowe odwiedzających i uczestników.";
    "heading": "Polityka prywatności";
    "intro": "Szanujemy Twoją prywatność. Poniżej wyjaśniamy, jakie dane zbieramy i dlaczego.";
    "controller": {
      "title": "Administrator danych";
      "text": "Administratorem danych jest wspólnota prowadząca oddział, w którym zapisujesz się na sesję.";
    };
    "data": {
      "title": "Jakie dane zbieramy";
      "text": "Imię, nazwisko, adres e-mail oraz odpowiedzi z formularza zapisów; dane dzieci, jeśli je zgłaszasz.";
    };
    "purpose": {
      "title": "Cel przetwarzania";
      "text": "Dane służą wyłącznie organizacji sesji: zapisom, zakwaterowaniu, rozliczeniom i kontaktowi z uczestnikami.";
    };
    "retention": {
      "title": "Jak długo przechowujemy dane";
      "text": "Przechowujemy je tak długo, jak wymaga tego organizacja sesji i przepisy; na żądanie usuwamy dane osobowe.";
    };
    "rights": {
      "title": "Twoje prawa";
      "text": "Masz prawo dostępu do swoich danych, ich poprawienia, usunięcia i ograniczenia przetwarzania. Napisz do swojego oddziału.";
    };
    "cookies": {
      "title": "Pliki cookie";
      "text": "Używamy tylko plików cookie niezbędnych do działania strony i logowania; liczymy odsłony stron bez identyfikowania odwiedzających.";
    };
  };
  "retreatCenter": {
    "pageTitle": "Ośrodek rekolekcyjny";
    "description": "Ośrodek, w którym odbywają się sesje wspólnoty.";
    "descriptionOf": "Ośrodek rekolekcyjny {{name}}: adres, kontakt i budynki.";
    "notFound": "Nie znaleziono takiego ośrodka.";
    "contact": "Kontakt";
    "buildings": "Budynki";
    "photoOf": "Budynek {{name}}";
  };
  "contact": {
    "pageTitle": "Kontakt";
    "description": "Dane kontaktowe oddziałów wspólnoty: telefon, e-mail i Facebook.";
    "heading": "Kontakt";
    "intro": "Skontaktuj się z najbliższym oddziałem.";
    "empty": "Brak oddziałów do wyświetlenia.";
    "boxOf": "Kontakt: {{name}}";
    "none": "Oddział nie podał danych kontaktowych.";
    "phone": "Telefon";
    "email": "E-mail";
    "facebook": "Facebook";
    "facebookLink": "{{name}} na Facebooku";
  };
  "publicSchedule": {
    "title": "Plan sesji";
    "titleOf": "Plan sesji: {{season}}, {{branch}}";
    "description": "Plan dnia sesji rekolekcyjnej: godziny, konferencje i posiłki.";
    "noSession": "Brak sesji w adresie strony. Zeskanuj kod QR z planu albo otwórz link od organizatorów.";
    "notFound": "Nie znaleziono takiej sesji.";
    "empty": "Plan tej sesji nie jest jeszcze gotowy.";
    "untitled": "Punkt planu";
    "levels": "(poziomy: {{levels}})";
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
    "season": {
      "WINTER": "Zima";
      "SPRING": "Wiosna";
      "SUMMER": "Lato";
      "AUTUMN": "Jesień";
    };
  };
};
export default messages;
