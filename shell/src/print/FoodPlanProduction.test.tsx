import { render, screen, within } from '@testing-library/react';
import type { FoodPlanProduction as Production } from '@kk/contracts';
import { foodPlanLabelsPrintData, foodPlanProductionPrintData, printPageCss } from '@kk/domain';
import { KkProvider } from '@kk/ui';
import { setUpPage } from '../test-support/page';
import { registerPrintTexts } from './printTexts';
import { PRINT_TEMPLATES } from './templates';
import { FoodPlanLabels } from './templates/FoodPlanLabels';
import { FoodPlanProduction } from './templates/FoodPlanProduction';

const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function day(children: number): Production {
  return {
    Date: '2026-03-12',
    Plans: [{ ID: ID(1), Name: 'Frokostordning', CustomerName: 'Solbakke Skole', CatererName: 'Det Gode Køkken' }],
    Totals: [{ ProductID: ID(10), FoodPlanID: ID(1), Name: 'Lasagne', Group: 'DIS', Kind: 'Dish', Allergens: [2, 6], AllergenText: null, Portions: children, AwaitingPayment: 1 }],
    Schools: [
      {
        Customer: { ID: ID(2), Name: 'Solbakke Skole' },
        Classes: [
          {
            Grade: '5. A',
            Children: Array.from({ length: children }, (_, index) => ({
              WalletID: ID(100 + index),
              Name: index === 0 ? 'Emma Jensen' : `Barn ${index}`,
              ProductID: ID(10),
              Dish: 'Lasagne',
              Group: 'DIS',
              Quantity: 1,
              ProfileAllergens: index === 0 ? [2, 5] : [],
              Conflicts: index === 0 ? [2] : [],
            })),
          },
        ],
      },
    ],
  };
}

beforeEach(async () => {
  await setUpPage({ application: 'partner', pageKey: 'skolepenge' }, registerPrintTexts);
});

describe('the food-plan production template', () => {
  it('is one of the print page’s templates', () => {
    expect(PRINT_TEMPLATES['foodplan-production']).toBe(FoodPlanProduction);
    expect(PRINT_TEMPLATES['foodplan-labels']).toBe(FoodPlanLabels);
  });

  it('prints the totals per dish, then each class with the allergens to avoid in words', () => {
    render(<KkProvider><FoodPlanProduction data={foodPlanProductionPrintData(day(2), 'Produktionsliste, torsdag 12. marts')} /></KkProvider>);
    expect(screen.getByRole('heading', { name: 'Produktionsliste, torsdag 12. marts', level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('foodplan-print-total')).toHaveTextContent('LasagneDISMælk, Gluten21');
    expect(screen.getByRole('heading', { name: 'Solbakke Skole', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Klasse 5. A', level: 3 })).toBeInTheDocument();
    const [emma, other] = screen.getAllByTestId('foodplan-print-child');
    expect(emma).toHaveTextContent('Emma JensenLasagne (DIS)1⚠ Undgå: Mælk');
    expect(other).toHaveTextContent('Ingen allergener');
  });
});

describe('the food-plan labels template', () => {
  it('lays 50 labels on three A4 sheets of 3 × 8 labels of 70 × 37 mm, without header or margin', () => {
    const data = foodPlanLabelsPrintData(day(50), 'Etiketter');
    expect(printPageCss(data)).toBe('@page { size: A4 portrait; margin: 0; }');
    expect(data.noHeader).toBe(true);
    render(<KkProvider><FoodPlanLabels data={data} /></KkProvider>);
    const sheets = screen.getAllByTestId('foodplan-label-sheet');
    expect(sheets.map((sheet) => within(sheet).getAllByTestId('foodplan-label').length)).toEqual([24, 24, 2]);
    expect(sheets[0]!.style.gridTemplateColumns).toBe('repeat(3, 70mm)');
    expect(sheets[0]!.style.gridTemplateRows).toBe('repeat(8, 37mm)');
    expect(sheets[0]!.style.breakAfter).toBe('page');
    expect(sheets[2]!.style.breakAfter).toBe('auto');
    const [emma, other] = screen.getAllByTestId('foodplan-label');
    expect(emma).toHaveTextContent('Emma Jensen5. A · Solbakke SkoleLasagne⚠ Undgå: Mælk');
    expect(other).toHaveTextContent('Barn 15. A · Solbakke SkoleLasagneIngen allergener');
  });
});
