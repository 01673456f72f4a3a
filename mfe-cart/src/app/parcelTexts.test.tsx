import { fireEvent, screen, within } from '@testing-library/react';
import { addWebshopItem, emptyBaskets, i18n, loadCart, useSession } from '@kk/platform';
import { renderInPage, settled } from '@kk/ui/test-support';
import { CartParcel } from '../features/cart/CartParcel';
import { basketProductOf, CUSTOMER, EMMA, product } from '../test-support/shop';
import { registerCartButtonTexts } from './parcelTexts';

jest.mock('axios', () => require('@kk/platform/test-support').fakeAxios());

afterEach(settled);

beforeEach(() => {
  useSession.setState({ user: { ID: '00000000-0000-4000-8000-0000000000ff', Name: 'Mette', Email: 'parent@demo.dk', Roles: [], Customers: [], ExpiresAt: '' } });
  loadCart();
  emptyBaskets();
});

describe.each([
  ['da', 'Kurv (1)', 'Indkøbskurv'],
  ['en', 'Cart (1)', 'Shopping cart'],
] as const)('the cart parcel in %s', (culture, button, title) => {
  it('starts with the button’s texts only, and the dialog brings its own when it opens', async () => {
    await renderInPage(<CartParcel />, registerCartButtonTexts, { culture });
    addWebshopItem({ WalletID: EMMA, Name: 'Emma Jensen' }, CUSTOMER, basketProductOf(product('Læsebog', { Price: 89 })));
    expect(await screen.findByTestId('floating-cart-button')).toHaveTextContent(button);

    fireEvent.click(screen.getByTestId('floating-cart-button'));
    const dialog = await screen.findByTestId('cart-dialog');
    expect(within(dialog).getByRole('heading', { name: title })).toBeInTheDocument();
    expect(i18n.exists('cart:basket.title')).toBe(true);
  });
});
