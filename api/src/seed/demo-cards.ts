import type { Clock } from '../clock';
import type { Queryable } from '../db/db';
import { CARD_TYPES } from '../core/card-types';
import { DEMO_CARD_EXPIRY, DEMO_SEED_LABEL, demoCardToken } from '@kk/card-sandbox/protocol';
import type { DemoUserKey } from './demo-users';
import type { DemoFamilyKey, DemoWalletKey } from './demo-world';

/** The test card behind the demo card: the sandbox's approved Visa. */
export const DEMO_CARD_NUMBER = '4111111111111111';

/**
 * parent@demo.dk's family has a saved Visa ending 1111, primary for Emma, so the demo can
 * add funds at once. parent@demo.dk saved it: it is not shared with guardians they invite. Its token is the sandbox's deterministic demo token, which the
 * sandbox knows from its first start, so a fresh start charges it.
 */
export async function seedDemoCards(
  tx: Queryable,
  ids: { users: Record<DemoUserKey, string>; walletGroups: Record<DemoFamilyKey, string>; wallets: Record<DemoWalletKey, string> },
  clock: Clock,
): Promise<void> {
  const visa = CARD_TYPES.find((type) => type.name === 'Visa');
  if (!visa) throw new Error('The card type Visa is missing');
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO credit_cards (wallet_group_id, card_type, merchant_number, provider_token, brand, last4, expiry_month, expiry_year,
                               created_by_user_id, created_at)
     VALUES ($1, $2, $3, $4, 'Visa', $5, $6, $7, $8, $9) RETURNING id`,
    [
      ids.walletGroups.jensen,
      visa.name,
      visa.merchantNumber,
      demoCardToken(DEMO_CARD_NUMBER, DEMO_SEED_LABEL),
      DEMO_CARD_NUMBER.slice(-4),
      DEMO_CARD_EXPIRY.month,
      DEMO_CARD_EXPIRY.year,
      ids.users.parent,
      clock.now(),
    ],
  );
  // parent@demo.dk saved it and chose it for Emma: theirs alone to pay with until they share it (issue 23).
  await tx.query('INSERT INTO wallet_primary_cards (wallet_id, credit_card_id, assigned_at, assigned_by_user_id) VALUES ($1, $2, $3, $4)', [
    ids.wallets.emma,
    rows[0]?.id,
    clock.now(),
    ids.users.parent,
  ]);
}
