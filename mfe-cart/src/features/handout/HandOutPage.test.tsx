import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { HandOutOrder, WebshopHandOutList } from '@kk/contracts';
import { PRINT_DATA_MESSAGE, PRINT_READY_MESSAGE, WEBSHOP_HANDOUT_TEMPLATE, type PrintData } from '@kk/domain';
import { fakeApi, freezeClock, requestsTo } from '@kk/platform/test-support';
import { renderInPage } from '../../test-support/render';
import { HandOutPage } from './HandOutPage';

jest.mock('axios', () => require('@kk/platform/test-support').fakeAxios());

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const SOLBAKKE = id(900);
const OTHER = id(901);
const ALMA = id(1);
const SOFIE = id(3);
const LIST = 'GET /api/Webshop/HandOut';

const order = (n: number, child: string, items: [string, number][], extra: Partial<HandOutOrder> = {}): HandOutOrder => ({
  TransactionID: id(n),
  WalletID: id(100 + n),
  ChildName: child,
  Items: items.map(([Name, Quantity], index) => ({ ProductID: id(200 + index), Name, Quantity })),
  PlacedAt: '2026-03-11T08:05:00.000Z',
  FromEarlier: false,
  HandedOutAt: null,
  HandedOutBy: null,
  ...extra,
});

const alma = order(1, 'Alma Berg', [['Drikkedunk', 1], ['Kladdehæfter, 5 stk.', 2]]);
const viktor = order(2, 'Viktor Lund', [['Skolefoto, portræt', 1]], { HandedOutAt: '2026-03-11T08:25:00.000Z', HandedOutBy: 'Peter Madsen' });
const sofie = order(3, 'Sofie Dahl', [['Drikkedunk', 1]], { FromEarlier: true, PlacedAt: '2026-03-10T09:00:00.000Z' });

const list = (customers = 1): WebshopHandOutList => ({
  Date: '2026-03-11',
  Customer: { ID: SOLBAKKE, Name: 'Solbakke Skole' },
  Customers: [{ ID: SOLBAKKE, Name: 'Solbakke Skole' }, { ID: OTHER, Name: 'Solbakke Friskole' }].slice(0, customers),
  Classes: [
    {
      Grade: '3. A',
      Children: [
        { WalletID: alma.WalletID, Name: 'Alma Berg', Orders: [alma] },
        { WalletID: viktor.WalletID, Name: 'Viktor Lund', Orders: [viktor] },
      ],
    },
    { Grade: '6. B', Children: [{ WalletID: sofie.WalletID, Name: 'Sofie Dahl', Orders: [sofie] }] },
  ],
});

const ticked = (o: HandOutOrder): HandOutOrder => ({ ...o, HandedOutAt: '2026-03-11T09:30:00.000Z', HandedOutBy: 'Peter Madsen' });
const render = (culture: 'da' | 'en' = 'da') => renderInPage(<HandOutPage />, { application: 'partner', culture });
const orderRow = (child: string) => screen.getByRole('list', { name: `Bestillinger for ${child}` }).querySelector('li') as HTMLElement;

beforeEach(() => freezeClock('2026-03-11T10:00:00.000Z'));
afterEach(() => jest.useRealTimers());

describe('the webshop hand-out page', () => {
  it("asks for today's list and shows per class the children, their orders, who handed out what, and the orders from earlier", async () => {
    fakeApi({ [LIST]: list() });
    await render();
    expect(screen.getByRole('heading', { name: 'Udlevering', level: 1 })).toBeInTheDocument();
    expect(requestsTo(LIST)[0]?.params).toEqual({ date: '2026-03-11' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Klasse 3. A', 'Klasse 6. B']);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Alma Berg', 'Viktor Lund', 'Sofie Dahl']);
    expect(orderRow('Alma Berg')).toHaveTextContent('1 × Drikkedunk, 2 × Kladdehæfter, 5 stk.');
    expect(orderRow('Alma Berg')).toHaveTextContent('Bestilt kl. 09.05');
    expect(within(orderRow('Alma Berg')).getByRole('checkbox', { name: 'Udleveret: Alma Berg, 1 × Drikkedunk, 2 × Kladdehæfter, 5 stk.' })).not.toBeChecked();
    expect(within(orderRow('Viktor Lund')).getByRole('checkbox')).toBeChecked();
    expect(orderRow('Viktor Lund')).toHaveTextContent('Udleveret af Peter Madsen kl. 09.25');
    expect(within(orderRow('Sofie Dahl')).getByTestId('handout-from-earlier')).toHaveTextContent('Fra tidligere');
    expect(screen.getByTestId('handout-summary')).toHaveTextContent('1 af 3 bestillinger er udleveret');
    // One school: no picker.
    expect(screen.queryByLabelText('Skole')).not.toBeInTheDocument();
  });

  it('ticks an order as handed out: the row shows who and when, focus stays on its box, and a second press asks nothing', async () => {
    fakeApi({ [LIST]: list(), [`POST /api/Webshop/HandOut/${ALMA}`]: ticked(alma) });
    await render();
    const box = within(orderRow('Alma Berg')).getByRole('checkbox');
    box.focus();
    fireEvent.click(box);
    await waitFor(() => expect(orderRow('Alma Berg')).toHaveTextContent('Udleveret af Peter Madsen kl. 10.30'));
    expect(within(orderRow('Alma Berg')).getByRole('checkbox')).toBe(box);
    expect(box).toBeChecked();
    expect(document.activeElement).toBe(box);
    expect(screen.getByTestId('handout-summary')).toHaveTextContent('2 af 3 bestillinger er udleveret');
    fireEvent.click(box);
    expect(box).toBeChecked();
    expect(requestsTo(`POST /api/Webshop/HandOut/${ALMA}`)).toHaveLength(1);
  });

  it('says so in the row when a tick fails, and the box stays unticked', async () => {
    fakeApi({ [LIST]: list(), [`POST /api/Webshop/HandOut/${ALMA}`]: () => ({ status: 400, data: { StatusCode: 400, message: 'Request is invalid', reason: 'refunded in full' } }) });
    await render();
    fireEvent.click(within(orderRow('Alma Berg')).getByRole('checkbox'));
    expect(await within(orderRow('Alma Berg')).findByRole('alert')).toHaveTextContent('Bestillingen kunne ikke markeres som udleveret. Prøv igen.');
    expect(within(orderRow('Alma Berg')).getByRole('checkbox')).not.toBeChecked();
  });

  it('shows only what is not handed out with the filter, keeping an order ticked meanwhile in place', async () => {
    fakeApi({ [LIST]: list(), [`POST /api/Webshop/HandOut/${SOFIE}`]: ticked(sofie) });
    await render();
    fireEvent.click(screen.getByLabelText('Vis kun ikke udleveret'));
    expect(screen.queryByRole('heading', { name: 'Viktor Lund' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Alma Berg', 'Sofie Dahl']);
    const box = within(orderRow('Sofie Dahl')).getByRole('checkbox');
    box.focus();
    fireEvent.click(box);
    await waitFor(() => expect(box).toBeChecked());
    expect(document.activeElement).toBe(box);
    expect(screen.getByRole('heading', { name: 'Sofie Dahl' })).toBeInTheDocument();
  });

  it('asks again for another day and for another school from the picker', async () => {
    fakeApi({ [LIST]: list(2) });
    await render();
    fireEvent.change(screen.getByLabelText('Dato'), { target: { value: '2026-03-10' } });
    await waitFor(() => expect(requestsTo(LIST)).toHaveLength(2));
    expect(requestsTo(LIST)[1]?.params).toEqual({ date: '2026-03-10' });
    await screen.findByLabelText('Skole');
    fireEvent.change(screen.getByLabelText('Skole'), { target: { value: OTHER } });
    await waitFor(() => expect(requestsTo(LIST)).toHaveLength(3));
    expect(requestsTo(LIST)[2]?.params).toEqual({ date: '2026-03-10', customerID: OTHER });
    await screen.findByLabelText('Skole');
  });

  it('prints what is shown through the print window, with the template webshop-handout', async () => {
    fakeApi({ [LIST]: list() });
    const sent: { type: string; data: PrintData<WebshopHandOutList> }[] = [];
    const printWindow = { postMessage: (message: { type: string; data: PrintData<WebshopHandOutList> }) => sent.push(message), close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockImplementation(() => printWindow as unknown as Window);
    await render();
    fireEvent.click(screen.getByLabelText('Vis kun ikke udleveret'));
    fireEvent.click(screen.getByRole('button', { name: 'Udskriv' }));
    const address = open.mock.calls[0]![0] as string;
    const job = decodeURIComponent(address.split('job=')[1]!);
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: { type: PRINT_READY_MESSAGE, job }, origin: window.location.origin, source: printWindow as unknown as Window }));
    });
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.type).toBe(PRINT_DATA_MESSAGE);
    expect(sent[0]!.data.template).toBe(WEBSHOP_HANDOUT_TEMPLATE);
    expect(sent[0]!.data.title).toBe('Udlevering, onsdag 11. marts');
    expect(sent[0]!.data.model.Classes.flatMap((group) => group.Children.map((child) => child.Name))).toEqual(['Alma Berg', 'Sofie Dahl']);
  });

  it('speaks English', async () => {
    fakeApi({ [LIST]: { ...list(), Classes: [] } });
    await render('en');
    expect(screen.getByRole('heading', { name: 'Hand-out', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Nothing to hand out this day.')).toBeInTheDocument();
    expect(screen.getByLabelText('Show only not handed out')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });
});
