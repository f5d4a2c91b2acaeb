// Generated from pl.json by `npm run i18n:types`: every message as its literal text, so that
// i18next types the values of its {{placeholders}}. Do not edit; change the JSON and run it again.
declare const messages: {
  "module": "Księgowość";
  "title": "Księgowość";
  "session": "{{dates}} · {{season}} · {{branch}}";
  "views": "Widoki księgowości";
  "tabs": { "payments": "Płatności"; "audit": "Historia zmian"; };
  "noSession": "Nie wybrano sesji.";
  "toSessions": "Wybierz sesję z listy.";
  "kind": { "income": "wpływ"; "expense": "wydatek"; };
  "list": { "title": "Płatności"; "caption": "Płatności sesji"; "date": "Data"; "category": "Kategoria"; "amount": "Kwota"; "description": "Opis"; "actions": "Akcje"; "voided": "Unieważniona"; "correct": "Popraw"; "void": "Unieważnij płatność"; "showVoided": "Pokaż unieważnione"; "empty": "Brak płatności."; "paging": "Strony płatności"; "previous": "Poprzednia"; "next": "Następna"; "page": "Strona {{page}} z {{pages}}"; "participant": "Uczestnik"; };
  "add": { "button": "Dodaj płatność"; "title": "Nowa płatność"; "submit": "Zapisz płatność"; };
  "correct": { "title": "Korekta płatności"; "submit": "Zapisz korektę"; };
  "form": { "choose": "Wybierz…"; "category": "Kategoria"; "amount": "Kwota"; "amountHint": "Kwota dodatnia; kategoria wydatku zapisze ją jako ujemną."; "description": "Opis"; "participantSearch": "Szukaj uczestnika"; "participant": "Uczestnik"; "noParticipant": "— bez uczestnika —"; "searching": "Wyszukiwanie…"; "servantOption": "{{name}} (posługujący)"; };
  "void": { "title": "Unieważnić płatność?"; "confirm": "Unieważnij płatność"; "question": "Płatność „{{category}}” na kwotę {{amount}} zostanie unieważniona. Pozostanie w historii zmian."; "reason": "Powód (opcjonalnie)"; };
  "summary": { "title": "Podsumowanie"; "income": "Wpływy"; "expenses": "Wydatki"; "totalIncome": "Razem wpływy: {{amount}}"; "totalExpenses": "Razem wydatki: {{amount}}"; "balance": "Saldo: {{amount}}"; "count": "Liczba płatności: {{count}}"; };
  "audit": { "title": "Historia zmian"; "empty": "Brak zmian."; "more": "Pokaż starsze"; "none": "—"; "unknownUser": "nieznany użytkownik"; "erasedPerson": "osoba usunięta"; "becomes": "zmienia się na"; "reason": "Powód: {{reason}}"; "balanceAfter": "Saldo po zmianie: {{amount}}"; "position": "Pozycja w dzienniku: {{position}}"; "deviceTimes": "Zrobione na urządzeniu {{madeAt}}, dotarło na serwer {{receivedAt}}"; "type": { "PaymentRecorded": "Dodano"; "PaymentCorrected": "Poprawiono"; "PaymentVoided": "Unieważniono"; }; };
  "balanceAt": { "title": "Saldo na dzień"; "at": "Data i godzina"; "show": "Pokaż saldo"; "result": "Saldo na {{at}}: {{amount}} (zdarzeń: {{count}})"; };
  "export": { "csv": "Eksport CSV"; };
  "messages": { "payment-saved": "Płatność dodano"; "payment-corrected": "Płatność poprawiono"; "payment-voided": "Płatność unieważniono"; "payment-save-failed": "Nie udało się zapisać płatności"; "price-saved": "Cenę zapisano"; "price-deleted": "Cenę usunięto"; };
  "season": { "WINTER": "Zima"; "SPRING": "Wiosna"; "SUMMER": "Lato"; "AUTUMN": "Jesień"; };
  "prices": { "title": "Cennik"; "caption": "Cennik sesji"; "link": "Cennik"; "add": "Dodaj cenę"; "edit": "Edycja ceny"; "editShort": "Edytuj"; "save": "Zapisz cenę"; "delete": "Usuń"; "deleteTitle": "Usunąć cenę?"; "deleteQuestion": "Cena „{{type}}” ({{amount}}) zniknie z cennika. Pozostanie w historii zmian."; "empty": "Cennik jest pusty."; "toAccounting": "Płatności sesji"; "adults": "dorośli"; "children": "dzieci {{from}}–{{to}} lat"; "forWhom": "Dla kogo"; "valueHint": "Kwota dodatnia; zniżka jest odejmowana."; "ageHint": "Bez wieku: cena każdego dorosłego; z przedziałem: cena dzieci w tym wieku (włącznie)."; "saveFailed": "Nie udało się zapisać ceny"; "deleteFailed": "Nie udało się usunąć ceny"; "field": { "type": "Rodzaj"; "value": "Kwota"; "description": "Opis"; "ageFrom": "Wiek od"; "ageTo": "Wiek do"; }; "type": { "ACCOMMODATION": "Zakwaterowanie"; "FOOD": "Wyżywienie"; "DISCOUNT": "Zniżka"; }; };
  "dues": { "button": "Kto nie zapłacił"; "title": "Kto nie zapłacił"; "empty": "Wszyscy zapłacili."; "participant": "Uczestnik"; "due": "Należność"; "paid": "Wpłacono"; "balance": "Pozostało"; "pay": "Przyjmij wpłatę"; "servant": "posługujący"; "close": "Zamknij"; };
};
export default messages;
