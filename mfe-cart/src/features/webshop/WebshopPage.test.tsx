import { fireEvent, screen, within } from '@testing-library/react';
import { emptyBaskets, useCart } from '@kk/platform';
import { fakeApi } from '@kk/platform/test-support';
import { renderInPage } from '../../test-support/render';
import { children, CUSTOMER, EMMA, OLIVER, product, SHOP } from '../../test-support/shop';
import { WebshopPage } from './WebshopPage';

jest.mock('axios', () => require('@kk/platform/test-support').fakeAxios());

const book = product('Læsebog', { LimitedAmount: true, CurrentStock: 3 });
const cap = product('Skolekasket', { Price: 59, LimitedAmount: true, CurrentStock: 12, PurchaseLimit: 1 });
const theatre = product('Teater', { Price: 60, LimitedAmount: true, CurrentStock: 0 });

function serve(purchasedCaps: Record<string, number> = {}) {
  fakeApi({
    'GET /api/Onboarding/GetChildren': children,
    'GET /api/Webshop/GetSubscriptions': { data: [{ ID: SHOP, Name: 'Solbakke Skoles webshop', CustomerID: CUSTOMER, CustomerName: 'Solbakke Skole', WalletIDs: [EMMA, OLIVER] }] },
    'GET /api/Webshop/Products': ({ params }: { params: Record<string, unknown> }) => ({
      data: {
        ProductGroups: [
          {
            ID: book.ProductGroupID,
            Name: 'Bøger',
            Products: [book, { ...cap, PurchasedCount: purchasedCaps[String(params.walletID)] ?? 0 }, theatre],
          },
        ],
      },
    }),
  });
}

const card = (name: string) => screen.getByRole('article', { name });

beforeEach(() => emptyBaskets());

describe('the webshop page', () => {
  it('shows a section per webshop with its groups, prices, stock left and purchase limits', async () => {
    serve();
    await renderInPage(<WebshopPage />);
    expect(screen.getByRole('heading', { level: 2, name: 'Solbakke Skoles webshop' })).toBeInTheDocument();
    expect(screen.getByText('Handler for Emma Jensen, Oliver Jensen')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Bøger' })).toBeInTheDocument();
    expect(within(card('Læsebog')).getByTestId('product-price')).toHaveTextContent('45,00 kr.');
    expect(within(card('Læsebog')).getByText('3 tilbage')).toBeInTheDocument();
    expect(within(card('Skolekasket')).getByText('Højst 1 pr. barn')).toBeInTheDocument();
    expect(within(card('Læsebog')).getByRole('img', { name: 'Intet billede' })).toBeInTheDocument();
  });

  it('disables adding a sold-out product and says why', async () => {
    serve();
    await renderInPage(<WebshopPage />);
    const add = within(card('Teater')).getByRole('button', { name: 'Læg i kurv: Teater' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('Der er ikke flere på lager.');
    expect(within(card('Teater')).getByText('Udsolgt')).toBeInTheDocument();
  });

  it('asks which child, adds to that basket, and refuses a child who has bought the limit', async () => {
    serve({ [EMMA]: 1 });
    await renderInPage(<WebshopPage />);
    fireEvent.click(within(card('Skolekasket')).getByRole('button', { name: 'Læg i kurv: Skolekasket' }));
    const picker = await screen.findByTestId('wallet-picker');
    const emma = within(picker).getByRole('button', { name: 'Emma Jensen' });
    expect(emma).toBeDisabled();
    expect(emma).toHaveAccessibleDescription('Købsgrænsen er nået.');
    fireEvent.click(within(picker).getByRole('button', { name: 'Oliver Jensen' }));

    expect(screen.getByText('Skolekasket er lagt i kurven til Oliver Jensen.')).toBeInTheDocument();
    const basket = useCart.getState().baskets[OLIVER.toLowerCase()];
    expect(basket?.webshop[0]?.Products[0]).toMatchObject({ ID: cap.ID, Quantity: 1, Price: 5_900, PurchasedCount: 0 });
    // Oliver's one is in the cart and Emma has bought hers: no one may take another.
    expect(within(card('Skolekasket')).getByRole('button', { name: 'Læg i kurv: Skolekasket' })).toBeDisabled();
    expect(screen.getByTestId('webshop-open-cart')).toHaveTextContent('Gå til kurven (1)');
  });

  it('lets the picker take no more than the stock left across all baskets', async () => {
    serve();
    await renderInPage(<WebshopPage />);
    for (const child of ['Emma Jensen', 'Oliver Jensen', 'Emma Jensen']) {
      fireEvent.click(within(card('Læsebog')).getByRole('button', { name: 'Læg i kurv: Læsebog' }));
      fireEvent.click(within(await screen.findByTestId('wallet-picker')).getByRole('button', { name: child }));
    }
    expect(within(card('Læsebog')).getByRole('button', { name: 'Læg i kurv: Læsebog' })).toBeDisabled();
    expect(within(card('Læsebog')).getByText('3 i kurven')).toBeInTheDocument();
  });

  it("marks a product's allergens and refuses it for the child whose allergy profile excludes it", async () => {
    const lunch = product('Frokostpakke', { AllergenIDs: [2, 6] });
    fakeApi({
      'GET /api/Onboarding/GetChildren': children,
      'GET /api/Webshop/GetSubscriptions': { data: [{ ID: SHOP, Name: 'Solbakke Skoles webshop', CustomerID: CUSTOMER, CustomerName: 'Solbakke Skole', WalletIDs: [EMMA, OLIVER] }] },
      'GET /api/Webshop/Products': ({ params }: { params: Record<string, unknown> }) => ({
        data: { ProductGroups: [{ ID: lunch.ProductGroupID, Name: 'Idrætsdag', Products: [{ ...lunch, BlockedByAllergies: params.walletID === EMMA }] }] },
      }),
    });
    await renderInPage(<WebshopPage />);
    expect(within(card('Frokostpakke')).getByTestId('product-allergens')).toHaveTextContent('Allergener: Mælk, Gluten');
    fireEvent.click(within(card('Frokostpakke')).getByRole('button', { name: 'Læg i kurv: Frokostpakke' }));
    const picker = await screen.findByTestId('wallet-picker');
    const emma = within(picker).getByRole('button', { name: 'Emma Jensen' });
    expect(emma).toBeDisabled();
    expect(emma).toHaveAccessibleDescription('Indeholder Mælk, Gluten, som barnet ikke tåler.');
    expect(within(picker).getByRole('button', { name: 'Oliver Jensen' })).toBeEnabled();
  });

  it('speaks English', async () => {
    serve();
    await renderInPage(<WebshopPage />, { culture: 'en' });
    expect(within(card('Læsebog')).getByTestId('product-price')).toHaveTextContent('DKK 45.00');
    expect(within(card('Læsebog')).getByText('3 left')).toBeInTheDocument();
    expect(within(card('Teater')).getByText('Sold out')).toBeInTheDocument();
  });
});
