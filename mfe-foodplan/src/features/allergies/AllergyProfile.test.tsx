import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi, requestsTo } from '@kk/platform/test-support';
import { EMMA } from '../../test-support/foodplan';
import { renderInPage } from '../../test-support/render';
import { AllergyProfile } from './AllergyProfile';

jest.mock('axios', () => require('@kk/platform/test-support').fakeAxios());

const emma = { WalletID: EMMA, Name: 'Emma Jensen' };

function serve(saved: number[] = []) {
  fakeApi({
    'GET /api/FoodPlanner/V3/Allergies': { WalletID: EMMA, AllergenIDs: [5], Allergens: [{ ID: 5, TypeID: 5, Name: 'Fisk' }] },
    'PUT /api/FoodPlanner/V3/Allergies': ({ body }: { body: { AllergenIDs: number[] } }) => ({ data: { WalletID: EMMA, AllergenIDs: saved.length ? saved : body.AllergenIDs, Allergens: [] } }),
  });
}

describe("a child's allergy profile", () => {
  it('offers the 15 allergens in the spec’s order with the saved ones ticked', async () => {
    serve();
    await renderInPage(<AllergyProfile wallet={emma} />);
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(15);
    expect(screen.getAllByTestId('allergen-choice').map((choice) => choice.textContent?.split('Blokerer')[0])).toEqual([
      'Nødder', 'Mælk', 'Selleri', 'Æg', 'Fisk', 'Gluten', 'Lupin', 'Bløddyr', 'Sennep', 'Jordnødder', 'Sesam', 'Krebsdyr', 'Soja', 'Sulfit', 'Andet',
    ]);
    expect(screen.getByRole('checkbox', { name: 'Fisk' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Mælk' })).not.toBeChecked();
  });

  it('saves the ticked allergens with PUT and says so', async () => {
    serve();
    await renderInPage(<AllergyProfile wallet={emma} />, { culture: 'en' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Milk' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Fish' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Nuts' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save allergies' }));
    expect(await screen.findByTestId('allergies-result')).toHaveTextContent('The allergies of Emma Jensen are saved.');
    const [put] = requestsTo('PUT /api/FoodPlanner/V3/Allergies');
    expect(put?.body).toEqual({ AllergenIDs: [1, 2] });
    expect(put?.path).toBe('/api/FoodPlanner/V3/Allergies');
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Milk' })).toBeChecked());
  });

  it('says when saving failed', async () => {
    fakeApi({
      'GET /api/FoodPlanner/V3/Allergies': { WalletID: EMMA, AllergenIDs: [], Allergens: [] },
      'PUT /api/FoodPlanner/V3/Allergies': () => ({ status: 500, data: { StatusCode: 500, message: 'Internal error', reason: '' } }),
    });
    await renderInPage(<AllergyProfile wallet={emma} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Mælk' }));
    fireEvent.click(screen.getByRole('button', { name: 'Gem allergier' }));
    expect(await screen.findByTestId('allergies-result')).toHaveTextContent('Allergierne kunne ikke gemmes. Prøv igen.');
  });
});
