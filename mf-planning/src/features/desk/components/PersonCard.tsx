import { formatMoney } from '@cenacle/kit';
import { Button, Caption1, Card, makeStyles, Subtitle2, Text, tokens } from '@cenacle/kit/ui';
import { Badge, Divider } from '@cenacle/kit/ui-extended';
import type { DeskPerson } from '@cenacle/shared-domain/desk/contracts';
import { DEFAULT_CURRENCY_SIGN } from '@cenacle/shared-domain/organisation/rules';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { useDeskActions } from '../hooks/useDeskActions.ts';
import { CheckOutDialog } from './CheckOutDialog.tsx';
import { IndexBookButton } from './IndexBookButton.tsx';
import { PaymentForm } from './PaymentForm.tsx';
import { PickupCodeDialog } from './PickupCodeDialog.tsx';

const useStyles = makeStyles({
  card: { maxWidth: '48rem' },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  children: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalS },
});

type Child = DeskPerson['children'][number];
type Actions = ReturnType<typeof useDeskActions>;

interface PersonCardProps {
  readonly person: DeskPerson;
  readonly sessionId: string;
  readonly actions: Actions;
  readonly offline: boolean;
}

const money = (value: number) => formatMoney(value, DEFAULT_CURRENCY_SIGN);
const fullName = (p: { firstname: string; lastname: string }) => `${p.firstname} ${p.lastname}`;

/** One person at the desk: presence, money, room and key, children, index book. */
export function PersonCard({ person, sessionId, actions, offline }: PersonCardProps) {
  const { t } = useTranslation('planning');
  const styles = useStyles();
  const name = fullName(person);
  const left = Math.round((person.due - person.paid) * 100) / 100;
  const [pickup, setPickup] = useState<{ child: Child; code: string } | null>(null);
  const [checkingOut, setCheckingOut] = useState<Child | null>(null);
  const titleId = `desk-person-${person.participantId}`;
  const amount = useRef<HTMLInputElement>(null);
  return (
    <Card className={styles.card} role="article" aria-labelledby={titleId} data-testid="desk-person">
      <div className={styles.head}>
        <Subtitle2 as="h3" block id={titleId}>
          {name}
        </Subtitle2>
        <Caption1>{t('desk.card.level', { level: person.level })}</Caption1>
        <Badge
          appearance="tint"
          color={person.present ? 'success' : 'informative'}
          data-testid="desk-presence"
        >
          {person.present ? t('desk.card.present') : t('desk.card.notPresent')}
        </Badge>
      </div>
      {!person.present && (
        <div className={styles.row}>
          <Button
            appearance="primary"
            onClick={() =>
              void actions.confirmPresence(person.participantId).then(() => amount.current?.focus())
            }
            aria-label={t('desk.card.confirmFor', { name })}
            data-testid="desk-confirm"
          >
            {t('desk.card.confirm')}
          </Button>
        </div>
      )}
      <Divider />
      <div className={styles.row}>
        <Text>{t('desk.card.due', { due: money(person.due) })}</Text>
        <Text data-testid="desk-paid">{t('desk.card.paid', { paid: money(person.paid) })}</Text>
        <Text weight="semibold">
          {left > 0 ? t('desk.card.left', { left: money(left) }) : t('desk.card.settled')}
        </Text>
      </div>
      <PaymentForm
        name={name}
        amountRef={amount}
        suggested={Math.max(0, left)}
        onRecord={(value, category) => void actions.recordPayment(person.participantId, value, category)}
      />
      <Divider />
      <div className={styles.row}>
        <Text>{person.room ? t('desk.card.room', { room: person.room }) : t('desk.card.noRoom')}</Text>
        {person.room &&
          (person.keyHandedOut ? (
            <Badge appearance="tint" color="success" data-testid="desk-key-done">
              {t('desk.card.keyHandedOut')}
            </Badge>
          ) : (
            <Button
              size="small"
              onClick={() => void actions.handOutKey(person.participantId)}
              data-testid="desk-key"
            >
              {t('desk.card.handOutKey')}
            </Button>
          ))}
        <IndexBookButton person={person} sessionId={sessionId} offline={offline} />
      </div>
      {person.children.length > 0 && (
        <>
          <Divider />
          <Text weight="semibold">{t('desk.card.children')}</Text>
          <ul className={styles.children}>
            {person.children.map((child) => (
              <li key={child.id} className={styles.row} data-testid="desk-child">
                <Text>
                  {fullName(child)}
                  {child.age !== null && ` (${t('desk.child.age', { age: child.age })})`}
                </Text>
                <Badge appearance="tint" color={child.checkedIn ? 'success' : 'informative'}>
                  {child.checkedIn ? t('desk.child.in') : t('desk.child.out')}
                </Badge>
                {child.checkedIn ? (
                  <Button
                    size="small"
                    onClick={() => setCheckingOut(child)}
                    aria-label={t('desk.child.checkOutFor', { name: fullName(child) })}
                    data-testid="desk-child-checkout"
                  >
                    {t('desk.child.checkOut')}
                  </Button>
                ) : (
                  <Button
                    size="small"
                    onClick={() =>
                      void actions
                        .checkInChild(person.participantId, child.id)
                        .then((code) => setPickup({ child, code }))
                    }
                    aria-label={t('desk.child.checkInFor', { name: fullName(child) })}
                    data-testid="desk-child-checkin"
                  >
                    {t('desk.child.checkIn')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {pickup && (
        <PickupCodeDialog name={fullName(pickup.child)} code={pickup.code} onClose={() => setPickup(null)} />
      )}
      {checkingOut && (
        <CheckOutDialog
          name={fullName(checkingOut)}
          onToParent={() => void actions.checkOutToParent(person.participantId, checkingOut.id)}
          onWithCode={(code) =>
            actions.checkOutWithCode(person.participantId, checkingOut.id, code, checkingOut.pickupCodeDigest)
          }
          onClose={() => setCheckingOut(null)}
        />
      )}
    </Card>
  );
}
