import { randomUUID } from 'node:crypto';
import type { EventStore } from '@cenacle/infra';
import type { Authority, CommandMetadata } from '@cenacle/shared-domain';
import { ledgerDecider, ledgerStream, type PaymentCategory } from '@cenacle/shared-domain/accounting';
import { type UserRegistered, userStream } from '@cenacle/shared-domain/identity';
import {
  branchDecider,
  branchStream,
  schoolSessionDecider,
  sessionStream,
} from '@cenacle/shared-domain/organisation';
import { hashPassword } from '../auth/password.ts';
import { CommandBus } from '../commands/command-bus.ts';

interface DemoUser {
  readonly login: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly authorities: readonly Authority[];
}

/** The demo logins the README names. */
export const DEMO_USERS: readonly DemoUser[] = [
  { login: 'admin', password: 'admin', firstName: 'Anna', lastName: 'Nowak', authorities: ['ADMIN', 'USER'] },
  {
    login: 'servant',
    password: 'servant',
    firstName: 'Piotr',
    lastName: 'Kowalski',
    authorities: ['SERVANT', 'USER'],
  },
  // A participant's account: signed in, but without a staff authority (staff routes answer 403).
  { login: 'user', password: 'user', firstName: 'Jan', lastName: 'Wiśniewski', authorities: ['USER'] },
];

const DEMO_PAYMENTS: readonly { category: PaymentCategory; value: number; description: string }[] = [
  { category: 'BUY_IN', value: 450, description: 'Wpisowe: rodzina Wiśniewskich' },
  { category: 'BUY_IN', value: 300, description: 'Wpisowe: Marta Zielińska' },
  { category: 'DONATIONS', value: 120.5, description: 'Ofiara anonimowa' },
  { category: 'SUNDAY_COLLECTION', value: 310, description: 'Taca niedzielna' },
  { category: 'GROCERY_SHOPPING', value: 286.4, description: 'Zakupy spożywcze na sobotę' },
  { category: 'ACCOMMODATION', value: 900, description: 'Zaliczka za dom rekolekcyjny' },
];

/**
 * Demo data for a fresh installation: a branch, a session with a few payments, the admin, a
 * servant and a participant's account. Runs only on an empty event store, through the same deciders as the API.
 */
export async function seedDemoData(
  store: EventStore,
  clock: () => Date = () => new Date(),
): Promise<boolean> {
  if ((await store.headPosition()) !== null) return false;
  const bus = new CommandBus(store, randomUUID);
  const branchId = randomUUID();
  const sessionId = randomUUID();
  const userIds = DEMO_USERS.map(() => randomUUID());
  const adminId = userIds[0] as string;
  const context = { correlationId: randomUUID(), causationId: null };
  const metadata = (): CommandMetadata => ({ userId: adminId, now: clock().toISOString() });

  await bus.handle(
    branchDecider,
    branchStream(branchId),
    {
      type: 'CreateBranch',
      data: {
        branchId,
        name: 'Cenacle Kraków',
        country: 'POL',
        city: 'Kraków',
        active: true,
        currencySign: 'zł',
      },
      metadata: metadata(),
    },
    context,
  );
  for (const [index, user] of DEMO_USERS.entries()) {
    const userId = userIds[index] as string;
    const event: UserRegistered = {
      type: 'UserRegistered',
      data: {
        userId,
        login: user.login,
        email: `${user.login}@cenacle.example`,
        firstName: user.firstName,
        lastName: user.lastName,
        passwordHash: await hashPassword(user.password),
        authorities: user.authorities,
        branchIds: [branchId],
        langKey: 'pl',
        activated: true,
      },
    };
    await store.appendToStream(
      userStream(userId),
      [
        {
          id: randomUUID(),
          ...event,
          metadata: {
            ...metadata(),
            correlationId: context.correlationId,
            causationId: null,
            schemaVersion: 1,
            timestamp: clock().toISOString(),
          },
        },
      ],
      { expectedRevision: 'no_stream' },
    );
  }
  const today = clock();
  const inDays = (days: number) => new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
  await bus.handle(
    schoolSessionDecider,
    sessionStream(sessionId),
    {
      type: 'CreateSchoolSession',
      data: {
        sessionId,
        branchId,
        season: 'WINTER',
        dateFrom: inDays(14),
        dateTo: inDays(16),
        levels: [{ name: 'I' }, { name: 'II' }, { name: 'III' }],
      },
      metadata: metadata(),
    },
    context,
  );
  for (const payment of DEMO_PAYMENTS) {
    await bus.handle(
      ledgerDecider,
      ledgerStream(sessionId),
      {
        type: 'RecordPayment',
        data: {
          paymentId: randomUUID(),
          sessionId,
          category: payment.category,
          amountMinor: Math.round(payment.value * 100),
          description: payment.description,
          participantId: null,
        },
        metadata: metadata(),
      },
      context,
    );
  }
  return true;
}
