import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { emptyBaskets, useCart } from '@kk/platform';
import { fakeApi, requestsTo } from '@kk/platform/test-support';
import { EMMA, FROKOST, menu, menuItem, NOW, plans } from '../../test-support/foodplan';
import { freezeClockInEachTest, renderInPage } from '../../test-support/render';
import { MenuPage } from './MenuPage';

jest.mock('axios', () => require('@kk/platform/test-support').fakeAxios());

const emma = { WalletID: EMMA, Name: 'Emma Jensen' };
const card = (name: string) => screen.getByRole('article', { name });
const addButton = (name: string) => within(card(name)).getByTestId('menu-add');

freezeClockInEachTest(NOW);
beforeEach(() => {
  emptyBaskets();
});

describe('the menu', () => {
  it('shows the current week Monday to Friday with each dish’s price, allergens and deadline', async () => {
    const frikadeller = menuItem('Frikadeller med kartoffelsalat');
    const monday = menuItem('Lasagne', { Date: '2026-03-09', ImageUrl: '/blob/product-images/1' });
    fakeApi({ 'GET /api/FoodPlanner/V3/Menu': menu([monday, frikadeller]) });
    await renderInPage(<MenuPage wallet={emma} plan={plans[0]!} />);

    expect(requestsTo('GET /api/FoodPlanner/V3/Menu')[0]?.params).toEqual({ foodPlanID: plans[0]!.ID, walletID: EMMA, from: '2026-03-09', to: '2026-03-13' });
    expect(screen.getByTestId('menu-week')).toHaveTextContent('Uge 11');
    expect(screen.getAllByTestId('menu-day').map((day) => day.getAttribute('data-date'))).toEqual(['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13']);
    const thursday = screen.getAllByTestId('menu-day')[3]!;
    expect(within(thursday).getByRole('heading', { level: 3 })).toHaveTextContent('Torsdag 12. marts');
    expect(within(card('Frikadeller med kartoffelsalat')).getByTestId('item-price')).toHaveTextContent('35,00 kr.');
    expect(within(card('Frikadeller med kartoffelsalat')).getAllByTestId('allergen').map((a) => a.textContent)).toEqual(['Mælk', 'Gluten']);
    expect(within(card('Frikadeller med kartoffelsalat')).getByTestId('registration-deadline')).toHaveTextContent('Bestil senest 11. mar. 2026, 12.00');
    expect(within(card('Frikadeller med kartoffelsalat')).getByRole('img', { name: 'Intet billede' })).toBeInTheDocument();
    expect(within(screen.getAllByTestId('menu-day')[1]!).getByText('Ingen retter denne dag.')).toBeInTheDocument();
  });

  it("adds a dish to the child's basket in the plan's group, in øre, and says so", async () => {
    const item = menuItem('Frikadeller med kartoffelsalat');
    fakeApi({ 'GET /api/FoodPlanner/V3/Menu': menu([item]) });
    await renderInPage(<MenuPage wallet={emma} plan={plans[0]!} />);
    fireEvent.click(screen.getByRole('button', { name: 'Læg i kurv til Emma Jensen: Frikadeller med kartoffelsalat' }));

    const basket = useCart.getState().baskets[EMMA.toLowerCase()];
    expect(basket?.foodplan[0]).toMatchObject({ ID: plans[0]!.ID, Name: 'Solbakke Skole - Skolemad', IsMasterCater: false });
    expect(basket?.foodplan[0]?.Products[0]).toMatchObject({ ID: item.ID, ProductID: item.ProductID, Date: '2026-03-12', Quantity: 1, Price: 3_500, RegistrationDeadline: item.RegistrationDeadline });
    expect(screen.getByTestId('menu-notice')).toHaveTextContent('Frikadeller med kartoffelsalat (torsdag 12. marts) er lagt i kurven til Emma Jensen.');
    expect(within(card('Frikadeller med kartoffelsalat')).getByTestId('item-in-cart')).toHaveTextContent('1 i kurven');
    expect(screen.getByTestId('menu-open-cart')).toHaveTextContent('Gå til kurven (1)');
  });

  it('says until when a dish can be cancelled before it is paid, and warns when that is past while it can still be ordered', async () => {
    const open = menuItem('Frikadeller med kartoffelsalat', { Date: '2026-03-13', CancellationDate: '2026-03-12T07:00:00.000Z' });
    const tooLateToCancel = menuItem('Lasagne', { Date: '2026-03-12', CancellationDate: '2026-03-11T07:00:00.000Z' });
    fakeApi({ 'GET /api/FoodPlanner/V3/Menu': menu([open, tooLateToCancel]) });
    await renderInPage(<MenuPage wallet={emma} plan={plans[0]!} />);
    expect(within(card('Frikadeller med kartoffelsalat')).getByTestId('cancellation-deadline')).toHaveTextContent('Kan afbestilles til 12. mar. 2026, 08.00');
    const warning = within(card('Lasagne')).getByTestId('cancellation-deadline');
    expect(warning).toHaveTextContent('Bemærk: kan ikke afbestilles. Fristen for afbestilling var 11. mar. 2026, 08.00.');
    expect(warning).toHaveAttribute('data-passed', 'true');
    expect(addButton('Lasagne')).toBeEnabled();
  });

  it('disables what cannot be added and says why: deadline passed, sold out, allergy, last one in another basket', async () => {
    const late = menuItem('Boller i karry', { Date: '2026-03-11', StatusCode: 11, RegistrationDeadline: '2026-03-10T09:00:00.000Z' });
    const soldOut = menuItem('Hjemmebagt pizza', { CurrentStock: 0 });
    const milk = menuItem('Lasagne med grøn salat', { BlockingAllergens: [2], BlockedByAllergies: true });
    const last = menuItem('Ovnbagt laks', { CurrentStock: 1 });
    fakeApi({ 'GET /api/FoodPlanner/V3/Menu': menu([late, soldOut, milk, last]) });
    await renderInPage(<MenuPage wallet={emma} plan={plans[0]!} />);

    expect(addButton('Boller i karry')).toBeDisabled();
    expect(addButton('Boller i karry')).toHaveAccessibleDescription('Bestillingsfristen er overskredet.');
    expect(within(card('Boller i karry')).getByTestId('registration-deadline')).toHaveTextContent('Bestillingsfristen var 10. mar. 2026, 10.00');
    expect(addButton('Hjemmebagt pizza')).toHaveAccessibleDescription('Udsolgt.');
    expect(addButton('Lasagne med grøn salat')).toBeDisabled();
    expect(addButton('Lasagne med grøn salat')).toHaveAccessibleDescription('Indeholder Mælk, som Emma Jensen ikke tåler.');
    expect(within(card('Lasagne med grøn salat')).getByText('Ikke for Emma Jensen')).toBeInTheDocument();
    expect(within(card('Lasagne med grøn salat')).getAllByTestId('allergen').filter((a) => a.getAttribute('data-blocking') === 'true').map((a) => a.textContent)).toEqual(['Mælk']);

    fireEvent.click(addButton('Ovnbagt laks'));
    expect(addButton('Ovnbagt laks')).toBeDisabled();
    expect(addButton('Ovnbagt laks')).toHaveAccessibleDescription('Der er ikke flere på lager.');
  });

  it("keeps a master caterer's one-a-day group to one, counting what was bought that day", async () => {
    const caterer = plans[1]!;
    const foodplan = { ID: FROKOST, Name: 'Frokostordning', IsMasterCater: true };
    const dis = (name: string, overrides = {}) =>
      menuItem(name, { GroupName: 'DIS', GroupLimit: 1, Foodplan: foodplan, MasterCaterInfo: { ProductNumber: `DGK-DIS-${name.length}` }, ...overrides });
    const first = dis('Kylling i karry med ris');
    const second = dis('Chili sin carne med ris');
    const boughtFriday = dis('Pasta med kødsovs', { Date: '2026-03-13', GroupPurchasedCount: 1, PurchasedCount: 1 });
    fakeApi({ 'GET /api/FoodPlanner/V3/Menu': menu([first, second, boughtFriday], caterer) });
    await renderInPage(<MenuPage wallet={emma} plan={caterer} />);

    expect(addButton('Pasta med kødsovs')).toHaveAccessibleDescription('Højst 1 fra Varm ret om dagen.');
    expect(within(card('Pasta med kødsovs')).getByTestId('item-ordered')).toHaveTextContent('1 bestilt');
    fireEvent.click(addButton('Kylling i karry med ris'));
    expect(addButton('Chili sin carne med ris')).toBeDisabled();
    expect(addButton('Chili sin carne med ris')).toHaveAccessibleDescription('Højst 1 fra Varm ret om dagen.');
    const line = useCart.getState().baskets[EMMA.toLowerCase()]?.foodplan[0]?.Products[0];
    expect(line?.MasterCaterInfo).toEqual({ ProductNumber: first.MasterCaterInfo?.ProductNumber });
  });

  it('opens the allergen, nutrition and ingredient dialogs', async () => {
    const item = menuItem('Shawarma med ris og salat', { Allergens: [{ ID: 2, TypeID: 2, Name: 'Mælk' }, { ID: 15, TypeID: 15, Name: 'Andet' }], AllergenText: 'Kiwi i dressingen', BlockingAllergens: [2], BlockedByAllergies: true });
    fakeApi({ 'GET /api/FoodPlanner/V3/Menu': menu([item]) });
    await renderInPage(<MenuPage wallet={emma} plan={plans[0]!} />);

    fireEvent.click(screen.getByRole('button', { name: 'Allergener: Shawarma med ris og salat' }));
    let dialog = await screen.findByTestId('item-info-dialog');
    expect(within(dialog).getByTestId('item-allergens')).toHaveTextContent('MælkEmma Jensen tåler ikke');
    expect(within(dialog).getByTestId('item-allergens')).toHaveTextContent('Andet: Kiwi i dressingen');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Luk' }));
    await waitFor(() => expect(screen.queryByTestId('item-info-dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Næringsindhold: Shawarma med ris og salat' }));
    dialog = await screen.findByTestId('item-info-dialog');
    expect(within(dialog).getByRole('row', { name: 'Energi (kcal) 640' })).toBeInTheDocument();
    expect(within(dialog).getByRole('row', { name: 'heraf sukkerarter (g) 12,8' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Luk' }));
    await waitFor(() => expect(screen.queryByTestId('item-info-dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Ingredienser: Shawarma med ris og salat' }));
    expect(await screen.findByTestId('item-ingredients')).toHaveTextContent('Hakket svinekød, løg, æg, hvedemel, mælk');
  });

  it('pages to the next week and back, never before the current one', async () => {
    fakeApi({ 'GET /api/FoodPlanner/V3/Menu': menu([]) });
    await renderInPage(<MenuPage wallet={emma} plan={plans[0]!} />, { culture: 'en' });
    expect(screen.getByText('There is no menu this week.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous week' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(screen.getByTestId('menu-week')).toHaveTextContent('Week 12'));
    await waitFor(() => expect(requestsTo('GET /api/FoodPlanner/V3/Menu').map((r) => r.params.from)).toEqual(['2026-03-09', '2026-03-16']));
    fireEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    await waitFor(() => expect(screen.getByTestId('menu-week')).toHaveTextContent('Week 11'));
  });
});
