import { useApiHarness } from '../../test-support/app';
import { moneyFootprint, orderPayload, paymentCall } from '../../test-support/payments';

const api = useApiHarness({ login: ['parent'] });

const orderReturningTo = (acceptUrl: string) => ({
  ...orderPayload(api.world, { wallet: api.world.wallets.emma, customer: api.world.customers.solbakkeSkole, lines: [{ product: 'bottle', quantity: 1 }] }),
  CustomData: { CreditCardPaymentWindow: { AcceptURL: acceptUrl } },
});

describe("an order's card return address", () => {
  it.each(['http://evil.example/?checkout=true', 'javascript:alert(1)', 'http://user:pw@localhost:3000/', 'not a url'])(
    'is refused when it is not an address of this site (%s), and nothing moves',
    async (acceptUrl) => {
      const before = await moneyFootprint(api.db);
      for (const url of ['/V2/Payment/PrepareTransaction', '/V2/Payment/ReserveTransaction']) {
        const response = await paymentCall(api.app, api.tokens.parent, url, orderReturningTo(acceptUrl));
        expect({ url, status: response.statusCode, reason: response.json().reason }).toEqual({
          url,
          status: 400,
          reason: expect.stringMatching(/AcceptURL(: Invalid URL| must be an address of this site)$/),
        });
      }
      expect(await moneyFootprint(api.db)).toEqual(before);
    },
  );

  it('is accepted on one of the platform’s own origins', async () => {
    const response = await paymentCall(api.app, api.tokens.parent, '/V2/Payment/PrepareTransaction', orderReturningTo('http://kkpay.localhost:3000/?checkout=true'));
    expect(response.statusCode).toBe(200);
    expect(response.json().Status.ID).toBe(23);
  });
});
