import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, requestsTo } from '@kk/platform/test-support';
import { renderInPage } from '../../test-support/render';
import { FamilyErasureSection } from './FamilyErasureSection';

jest.mock('axios', () => require('@kk/platform/test-support').fakeAxios());

const GUARDIAN = '3f1c2b7a-9d4e-4c61-8a2b-5e6f7a8b9c0d';
const WALLET = '7a1c2b7a-9d4e-4c61-8a2b-5e6f7a8b9c0d';
const LOOKUP = 'GET /api/Admin/Family/Lookup';
const ERASE = `POST /api/Admin/Family/Erase/${GUARDIAN}`;

function family(open: Record<string, number> = {}, hasStaff = false) {
  return {
    UserID: GUARDIAN,
    Guardians: [{ UserID: GUARDIAN, Name: 'Mette Holm', Email: 'mette@example.dk' }],
    Wallets: [
      { WalletID: WALLET, Name: 'Karl Holm', Customer: 'Kildevang Skole', Balance: 0, ClosedOn: '2027-08-01' },
      { WalletID: '8b1c2b7a-9d4e-4c61-8a2b-5e6f7a8b9c0d', Name: 'Ida Holm', Customer: 'Kildevang Skole', Balance: 12.5, ClosedOn: null },
    ],
    Open: open,
    HasStaff: hasStaff,
  };
}

async function findFamily(text: string) {
  const field = screen.getByRole('textbox', { name: 'Værgens e-mail eller tegnebogens ID' });
  await userEvent.clear(field);
  await userEvent.type(field, text);
  await userEvent.click(screen.getByRole('button', { name: 'Find familien' }));
}

describe('FamilyErasureSection ("Slet familiens data", support tool)', () => {
  it('finds the family by e-mail, shows it, and erases only after the confirmation', async () => {
    fakeApi({ [LOOKUP]: family(), [ERASE]: { ErasureID: '9a1c2b7a-9d4e-4c61-8a2b-5e6f7a8b9c0d', UserIDs: [GUARDIAN], WalletIDs: ['a', 'b'], Counts: {} } });
    await renderInPage(<FamilyErasureSection />, { application: 'support' });
    await findFamily('mette@example.dk');
    expect(requestsTo(LOOKUP)[0]?.params).toEqual({ email: 'mette@example.dk' });
    const shown = await screen.findByTestId('family-erasure-family');
    expect(within(shown).getByText('Værger: Mette Holm (mette@example.dk)')).toBeInTheDocument();
    expect(within(shown).getByRole('cell', { name: 'Karl Holm' })).toBeInTheDocument();
    expect(within(shown).getByRole('cell', { name: '01.08.2027' })).toBeInTheDocument();
    expect(within(shown).getByText('Familien er lukket og kan slettes.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Slet familiens data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Slet familiens data?' });
    expect(requestsTo(ERASE)).toHaveLength(0);
    expect(within(dialog).getByText(/2 tegnebøger, 1 værger.*kan ikke fortrydes/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ja, slet data' }));
    expect(await screen.findByText('Familiens data er slettet (2 tegnebøger, 1 brugere).')).toBeInTheDocument();
    expect(requestsTo(ERASE)).toHaveLength(1);
  });

  it('starts from the wallet looked up above, and cancels without a call', async () => {
    fakeApi({ [LOOKUP]: family() });
    await renderInPage(<FamilyErasureSection walletId={WALLET} />, { application: 'support' });
    expect(screen.getByRole('textbox', { name: 'Værgens e-mail eller tegnebogens ID' })).toHaveValue(WALLET);
    await userEvent.click(screen.getByRole('button', { name: 'Find familien' }));
    expect(requestsTo(LOOKUP)[0]?.params).toEqual({ walletID: WALLET });
    await userEvent.click(await screen.findByRole('button', { name: 'Slet familiens data' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Fortryd' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requestsTo(ERASE)).toHaveLength(0);
  });

  it('names what keeps a family open and offers no erasure', async () => {
    fakeApi({ [LOOKUP]: family({ WalletBalance: 1, MonthlyRefills: 2 }, true) });
    await renderInPage(<FamilyErasureSection />, { application: 'support' });
    await findFamily('mette@example.dk');
    const open = await screen.findByTestId('family-erasure-open');
    expect(within(open).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1 tegnebog har en saldo',
      '2 månedlige optankninger er slået til',
      'Et familiemedlem er medarbejder: fjern først medarbejderrollerne',
    ]);
    expect(screen.getByRole('button', { name: 'Slet familiens data' })).toBeDisabled();
  });

  it('says when no family is found, and asks for an e-mail or an ID', async () => {
    fakeApi({ [LOOKUP]: () => ({ status: 404, data: { StatusCode: 404, message: 'Not found', reason: 'No family found' } }) });
    await renderInPage(<FamilyErasureSection />, { application: 'support' });
    await findFamily('not an address');
    expect(screen.getByText('Skriv en e-mailadresse eller et tegnebogs-ID (et GUID).')).toBeInTheDocument();
    expect(requestsTo(LOOKUP)).toHaveLength(0);
    await findFamily('nobody@example.dk');
    expect(await screen.findByText('Der er ingen familie med den e-mail eller tegnebog.')).toBeInTheDocument();
  });

  it('shows what keeps a family open when the API refuses the erasure (409)', async () => {
    fakeApi({ [LOOKUP]: family(), [ERASE]: () => ({ status: 409, data: { StatusCode: 409, message: 'Conflict', reason: 'The family is not closed: WalletBalance (2)' } }) });
    await renderInPage(<FamilyErasureSection />, { application: 'support' });
    await findFamily('mette@example.dk');
    await userEvent.click(await screen.findByRole('button', { name: 'Slet familiens data' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ja, slet data' }));
    expect(await screen.findByText('Familien er ikke lukket: WalletBalance (2)')).toBeInTheDocument();
  });

  it('speaks English', async () => {
    fakeApi({ [LOOKUP]: family({ PendingPayments: 1 }) });
    await renderInPage(<FamilyErasureSection />, { application: 'support', culture: 'en' });
    expect(screen.getByRole('heading', { name: "Erase the family's data" })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: "A guardian's e-mail or a wallet ID" }), 'mette@example.dk');
    await userEvent.click(screen.getByRole('button', { name: 'Find the family' }));
    expect(await screen.findByText('1 payment is pending')).toBeInTheDocument();
  });
});
