import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, requestsTo } from '@kk/platform/test-support';
import { renderInPage } from '../../test-support/render';
import { FamilyErasureSection } from './FamilyErasureSection';

jest.mock('axios', () => require('@kk/platform/test-support').fakeAxios());

const GUARDIAN = '3f1c2b7a-9d4e-4c61-8a2b-5e6f7a8b9c0d';
const ERASE = `POST /api/Admin/Family/Erase/${GUARDIAN}`;

async function askToErase() {
  await userEvent.type(screen.getByRole('textbox', { name: 'Værgens bruger-ID' }), GUARDIAN);
  await userEvent.click(screen.getByRole('button', { name: 'Slet familiens data' }));
  return screen.findByRole('dialog', { name: 'Slet familiens data?' });
}

describe('FamilyErasureSection ("Slet familiens data", support tool)', () => {
  it('erases only after the confirmation, and says what was erased', async () => {
    fakeApi({ [ERASE]: { ErasureID: '9a1c2b7a-9d4e-4c61-8a2b-5e6f7a8b9c0d', UserIDs: [GUARDIAN], WalletIDs: ['a', 'b'], Counts: {} } });
    await renderInPage(<FamilyErasureSection />, { application: 'support' });
    expect(screen.getByRole('button', { name: 'Slet familiens data' })).toBeDisabled();
    const dialog = await askToErase();
    expect(requestsTo(ERASE)).toHaveLength(0);
    expect(within(dialog).getByText(/kan ikke fortrydes/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ja, slet data' }));
    expect(await screen.findByText('Familiens data er slettet (2 tegnebøger, 1 brugere).')).toBeInTheDocument();
    expect(requestsTo(ERASE)).toHaveLength(1);
  });

  it('cancels without a call', async () => {
    fakeApi({});
    await renderInPage(<FamilyErasureSection />, { application: 'support' });
    const dialog = await askToErase();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fortryd' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requestsTo(ERASE)).toHaveLength(0);
  });

  it('shows what keeps a family open when the API refuses (409)', async () => {
    fakeApi({ [ERASE]: () => ({ status: 409, data: { StatusCode: 409, message: 'Conflict', reason: 'The family is not closed: WalletBalance (2)' } }) });
    await renderInPage(<FamilyErasureSection />, { application: 'support' });
    await userEvent.click(within(await askToErase()).getByRole('button', { name: 'Ja, slet data' }));
    expect(await screen.findByText('Familien er ikke lukket: WalletBalance (2)')).toBeInTheDocument();
  });

  it('speaks English', async () => {
    fakeApi({});
    await renderInPage(<FamilyErasureSection />, { application: 'support', culture: 'en' });
    expect(screen.getByRole('heading', { name: "Erase the family's data" })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: "The guardian's user ID" })).toBeInTheDocument();
  });
});
