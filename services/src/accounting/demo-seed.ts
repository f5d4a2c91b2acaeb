import { ledgerDecider, ledgerStream, type PaymentCategory } from '@cenacle/shared-domain/accounting';
import { DEMO_SESSION, type DemoSeed } from '../seed/demo-seed.ts';

const DEMO_PAYMENTS: readonly { category: PaymentCategory; value: number; description: string }[] = [
  { category: 'BUY_IN', value: 450, description: 'Wpisowe: rodzina Wiśniewskich' },
  { category: 'BUY_IN', value: 300, description: 'Wpisowe: Marta Zielińska' },
  { category: 'DONATIONS', value: 120.5, description: 'Ofiara anonimowa' },
  { category: 'SUNDAY_COLLECTION', value: 310, description: 'Taca niedzielna' },
  { category: 'GROCERY_SHOPPING', value: 286.4, description: 'Zakupy spożywcze na sobotę' },
  { category: 'ACCOMMODATION', value: 900, description: 'Zaliczka za dom rekolekcyjny' },
];

/** A few payments in the demo session. */
export async function seedAccounting(seed: DemoSeed): Promise<void> {
  const sessionId = seed.id(DEMO_SESSION);
  for (const payment of DEMO_PAYMENTS) {
    await seed.run(ledgerDecider, ledgerStream(sessionId), {
      type: 'RecordPayment',
      data: {
        paymentId: seed.newId(),
        sessionId,
        category: payment.category,
        amountMinor: Math.round(payment.value * 100),
        description: payment.description,
        participantId: null,
      },
    });
  }
}
