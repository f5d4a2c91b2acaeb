// Generated from pl.json by `npm run i18n:types`: every message as its literal text, so that
// i18next types the values of its {{placeholders}}. Do not edit; change the JSON and run it again.
declare const messages: {
  "error": { "payment": { "notFound": "Nie znaleziono płatności."; "alreadyVoided": "Ta płatność została już unieważniona."; "voided": "Unieważnionej płatności nie można poprawić."; "changed": "Ktoś inny zmienił tę płatność; odśwież i spróbuj ponownie."; "alreadyExists": "Płatność o tym identyfikatorze już istnieje."; "unknownParticipant": "Ten uczestnik nie jest zapisany na tę sesję."; }; "IncomeNegative": "Wpływ jest kwotą dodatnią: znak wynika z kategorii."; };
  "category": { "BUY_IN": "Wpisowe"; "SUNDAY_COLLECTION": "Kolekta niedzielna"; "DONATIONS": "Darowizny"; "SHOP": "Sklepik"; "ADVANCE_FROM_PREVIOUS_SESSION": "Zaliczka z poprzedniej sesji"; "LUNCHES": "Obiady"; "ACCOMMODATION": "Zakwaterowanie"; "GROCERY_SHOPPING": "Zakupy spożywcze"; "OTHER_SHOPPING": "Inne zakupy"; "SENT_TO_SCHOOL_ACCOUNT": "Przelew na konto szkoły"; "ADVANCE_FOR_NEXT_SESSION": "Zaliczka na następną sesję"; };
};
export default messages;
