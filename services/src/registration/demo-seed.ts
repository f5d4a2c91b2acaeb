import { registrationFormDecider, registrationFormStream } from '@cenacle/shared-domain/registration';
import { DEMO_SESSION, type DemoSeed } from '../seed/demo-seed.ts';

/**
 * The demo session's registration form: a priced accommodation choice, a required consent, a
 * gender and an age question, around the fixed name, e-mail and level fields.
 */
export async function seedRegistration(seed: DemoSeed): Promise<void> {
  const sessionId = seed.id(DEMO_SESSION);
  const items = [
    { type: 'TITLE', question: 'Zakwaterowanie i wyżywienie', options: [], required: false },
    {
      type: 'RADIO',
      question: 'Nocleg',
      options: ['150 zł - pokój dwuosobowy', '120 zł - pokój wieloosobowy', 'Bez noclegu'],
      required: true,
    },
    { type: 'GENDER', question: 'Płeć (do przydziału pokoi)', options: [], required: true },
    { type: 'AGE', question: 'Wiek', options: [], required: false },
    { type: 'LONG_TEXT', question: 'Uwagi (dieta, zdrowie)', options: [], required: false },
    {
      type: 'CHECKBOX',
      question: 'Akceptuję regulamin rekolekcji i zgadzam się na przetwarzanie danych',
      options: [],
      required: true,
    },
  ] as const;
  await seed.run(registrationFormDecider, registrationFormStream(sessionId), {
    type: 'SaveRegistrationForm',
    data: {
      sessionId,
      copiedFrom: null,
      title: 'Zapisy na rekolekcje zimowe',
      description: '<p>Zapisz się na sesję. Pola oznaczone gwiazdką są wymagane.</p>',
      successTitle: 'Dziękujemy za zgłoszenie!',
      successContent: '<p>Potwierdzenie wysłaliśmy na Twój adres e-mail. Do zobaczenia!</p>',
      items: items.map((item, index) => ({ ...item, options: [...item.options], id: seed.newId(), index })),
      expectedVersion: null,
    },
  });
}
