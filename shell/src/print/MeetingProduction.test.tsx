import { render, screen } from '@testing-library/react';
import { productionPrintData } from '@kk/domain';
import { KkProvider } from '@kk/ui';
import { setUpPage } from '../test-support/page';
import { registerPrintTexts } from './printTexts';
import { PRINT_TEMPLATES } from './templates';
import { MeetingProduction } from './templates/MeetingProduction';

beforeEach(async () => {
  await setUpPage({ application: 'partner', pageKey: 'meeting' }, registerPrintTexts);
});

describe('the meeting production template', () => {
  it('is one of the print page’s templates', () => {
    expect(PRINT_TEMPLATES['meeting-production']).toBe(MeetingProduction);
  });

  it('prints each location’s day totals, its deliveries and who picks up', () => {
    const coffee = { ProductID: '00000000-0000-4000-8000-0000000000b1', Name: 'Kaffe og te', Quantity: 12 };
    const data = productionPrintData(
      {
        Date: '2026-03-12',
        Customer: { ID: '00000000-0000-4000-8000-00000000c001', Name: 'Rådhusets Mødeforplejning' },
        Locations: [
          {
            Location: { ID: '00000000-0000-4000-8000-00000000a001', Name: 'Rådhuset, mødelokale 1' },
            Totals: [coffee],
            Deliveries: [
              {
                DeliveryTime: '2026-03-12T08:00:00.000Z',
                Totals: [coffee],
                Orders: [{ ID: '00000000-0000-4000-8000-000000000001', Department: 'HR og Personale', OrderedBy: 'Anne Holm', Participants: 12, PickedUpByCustomer: false, IsExternal: true, Note: 'Lokale 2', Products: [coffee] }],
              },
            ],
          },
        ],
      },
      'Produktionsliste, torsdag 12. marts',
    );
    render(<KkProvider><MeetingProduction data={data} /></KkProvider>);
    expect(screen.getByRole('heading', { name: 'Produktionsliste, torsdag 12. marts', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Rådhuset, mødelokale 1', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Levering kl. 09.00', level: 3 })).toBeInTheDocument();
    const print = screen.getByTestId('production-print-sheet');
    expect(print).toHaveTextContent('Anne Holm · HR og Personale · 12 deltagere');
    expect(print).toHaveTextContent('Bringes ud · Ekstern');
    expect(print).toHaveTextContent('12 × Kaffe og te');
    expect(print).toHaveTextContent('Bemærkning: Lokale 2');
  });
});
