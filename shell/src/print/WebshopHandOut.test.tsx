import { render, screen, within } from '@testing-library/react';
import { handOutPrintData } from '@kk/domain';
import { KkProvider } from '@kk/ui';
import { setUpPage } from '../test-support/page';
import { registerPrintTexts } from './printTexts';
import { PRINT_TEMPLATES } from './templates';
import { WebshopHandOut } from './templates/WebshopHandOut';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const order = (n: number, items: [string, number][], extra: { FromEarlier?: boolean; HandedOutAt?: string | null; HandedOutBy?: string | null; PlacedAt?: string } = {}) => ({
  TransactionID: id(n),
  WalletID: id(100 + n),
  ChildName: '',
  Items: items.map(([Name, Quantity], index) => ({ ProductID: id(200 + index), Name, Quantity })),
  PlacedAt: '2026-03-11T08:05:00.000Z',
  FromEarlier: false,
  HandedOutAt: null,
  HandedOutBy: null,
  ...extra,
});

const list = {
  Date: '2026-03-11',
  Customer: { ID: id(900), Name: 'Solbakke Skole' },
  Customers: [{ ID: id(900), Name: 'Solbakke Skole' }],
  Classes: [
    {
      Grade: '3. A',
      Children: [
        { WalletID: id(101), Name: 'Alma Berg', Orders: [order(1, [['Drikkedunk', 1], ['Kladdehæfter, 5 stk.', 2]])] },
        { WalletID: id(102), Name: 'Viktor Lund', Orders: [order(2, [['Skolefoto, portræt', 1]], { HandedOutAt: '2026-03-11T08:25:00.000Z', HandedOutBy: 'Peter Madsen' })] },
      ],
    },
    { Grade: null, Children: [{ WalletID: id(103), Name: 'Noah Hansen', Orders: [order(3, [['Drikkedunk', 1]], { FromEarlier: true, PlacedAt: '2026-03-10T09:00:00.000Z' })] }] },
  ],
};

describe('the webshop hand-out template', () => {
  it('is one of the print page’s templates', () => {
    expect(PRINT_TEMPLATES['webshop-handout']).toBe(WebshopHandOut);
  });

  it('prints per class the children, what to hand out, who handed out what, and the orders from earlier (Danish)', async () => {
    await setUpPage({ application: 'partner', pageKey: 'solbakke' }, registerPrintTexts);
    render(<KkProvider><WebshopHandOut data={handOutPrintData(list, 'Udlevering, onsdag 11. marts')} /></KkProvider>);
    expect(screen.getByRole('heading', { name: 'Udlevering, onsdag 11. marts', level: 1 })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Klasse 3. A', 'Uden klasse']);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Alma Berg', 'Viktor Lund', 'Noah Hansen']);
    const [alma, viktor, noah] = screen.getAllByTestId('handout-print-order') as [HTMLElement, HTMLElement, HTMLElement];
    expect(alma).toHaveTextContent('☐ 1 × Drikkedunk, 2 × Kladdehæfter, 5 stk.');
    expect(alma).toHaveTextContent('Bestilt kl. 09.05');
    expect(viktor).toHaveTextContent('☑ 1 × Skolefoto, portræt');
    expect(viktor).toHaveTextContent('Udleveret af Peter Madsen kl. 09.25');
    expect(within(noah).getByText(/Fra tidligere: bestilt 10\. mar/)).toBeInTheDocument();
    expect(screen.getByTestId('handout-print-sheet')).toHaveTextContent('Solbakke Skole');
  });

  it('says so in English when there is nothing to hand out', async () => {
    await setUpPage({ application: 'partner', pageKey: 'solbakke', culture: 'en' }, registerPrintTexts);
    render(<KkProvider><WebshopHandOut data={handOutPrintData({ ...list, Classes: [] }, 'Hand-out, Wednesday 11 March')} /></KkProvider>);
    expect(screen.getByText('Nothing to hand out this day.')).toBeInTheDocument();
  });
});
