import { PaymentTransaction } from '@kk/contracts';
import { useApiHarness } from '../../test-support/app';
import { orderPayload, paymentCall, setRestrictions } from '../../test-support/payments';

// Emma's wallet is held by a pupil account of her own (the developer's login stands in),
// in the Jensen family, whose guardian forbade buying at Solbakke Skole.
const api = useApiHarness({ login: ['parent', 'dev'] });

beforeAll(async () => {
  await api.db.query('UPDATE wallets SET holder_user_id = $1 WHERE id = $2', [api.world.users.dev, api.world.wallets.emma]);
  await setRestrictions(api.db, api.world.wallets.emma, { denied_customer_ids: [api.world.customers.solbakkeSkole], max_purchases_per_day: 0 });
});

const overridingOrder = () =>
  orderPayload(api.world, {
    wallet: api.world.wallets.emma,
    customer: api.world.customers.solbakkeSkole,
    lines: [{ product: 'bottle', quantity: 1 }],
    restrictions: { UseRestrictionOverride: true, IgnoreWalletSettings: true },
  });

const prepare = async (token: string) =>
  PaymentTransaction.parse((await paymentCall(api.app, token, '/V2/Payment/PrepareTransaction', overridingOrder())).json());

describe('the restriction overrides of an online order', () => {
  it("are not honoured for the pupil ordering on the pupil's own wallet", async () => {
    const answer = await prepare(api.tokens.dev);
    expect({ status: answer.Status.ID, message: answer.ErrorMessage }).toEqual({ status: 3, message: 'CustomerRestriction' });
  });

  it('are honoured for the guardian ordering for the child', async () => {
    const answer = await prepare(api.tokens.parent);
    expect({ status: answer.Status.ID, message: answer.ErrorMessage }).toEqual({ status: 23, message: null });
  });
});
