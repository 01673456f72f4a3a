import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, requestsTo } from '@kk/platform/test-support';
import { renderInPage } from '../../test-support/render';
import { emma, EMMA_ID, PARENT_ROLES } from '../../test-support/wallets';
import AddNfcCardDialog, { isSchoolCardNumber } from './AddNfcCardDialog';

jest.mock('axios', () => require('@kk/platform/test-support').fakeAxios());

async function open() {
  const onSaved = jest.fn();
  await renderInPage(<AddNfcCardDialog wallet={emma()} onClose={() => undefined} onSaved={onSaved} />, { roles: PARENT_ROLES });
  return { onSaved, dialog: await screen.findByRole('dialog', { name: 'Skolekort – Emma Jensen' }) };
}

describe('the add-school-card dialog', () => {
  it('knows a school card number: 8 to 20 digits, spaces allowed', () => {
    expect(isSchoolCardNumber('1000 0001')).toBe(true);
    expect(isSchoolCardNumber('1234567')).toBe(false);
    expect(isSchoolCardNumber('1000-0001')).toBe(false);
    expect(isSchoolCardNumber('1'.repeat(21))).toBe(false);
  });

  it('lists the registered cards and checks the number before sending it', async () => {
    fakeApi({});
    const { dialog } = await open();
    expect(within(dialog).getByTestId('school-cards')).toHaveTextContent('1000 0001');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tilføj skolekort' }));
    expect(await within(dialog).findByText('Skriv kortnummeret.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Kortnummer/ }), '12ab');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tilføj skolekort' }));
    expect(await within(dialog).findByText('Kortnummeret er 8 til 20 cifre.')).toBeInTheDocument();
    expect(requestsTo('POST /api/NFC/AddCard')).toHaveLength(0);
  });

  it('registers the card on the wallet', async () => {
    fakeApi({ 'POST /api/NFC/AddCard': { CardDisplayNumber: '2000 0001', WalletID: EMMA_ID } });
    const { dialog, onSaved } = await open();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Kortnummer/ }), '2000 0001');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tilføj skolekort' }));
    await screen.findByRole('dialog');
    expect(onSaved).toHaveBeenCalled();
    expect(requestsTo('POST /api/NFC/AddCard')[0]).toMatchObject({ params: { walletID: EMMA_ID }, body: { CardDisplayNumber: '2000 0001' } });
  });

  it('says so when the card belongs to another wallet', async () => {
    fakeApi({ 'POST /api/NFC/AddCard': () => ({ status: 409, data: { StatusCode: 409, message: 'Card already registered', reason: 'x' } }) });
    const { dialog } = await open();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Kortnummer/ }), '1000 0002');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tilføj skolekort' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Kortet er allerede registreret på en anden tegnebog.');
  });

  it('blocks a lost card at once, says so, and reloads the wallet when closed', async () => {
    fakeApi({ 'POST /api/NFC/BlockCard': { CardDisplayNumber: '10000001', WalletID: EMMA_ID, IsBlocked: true }, 'POST /api/NFC/UnblockCard': { CardDisplayNumber: '10000001', WalletID: EMMA_ID, IsBlocked: false } });
    const { dialog, onSaved } = await open();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Spær kortet 1000 0001' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Kort 1000 0001 er spærret. Kantinen afviser det fra nu af.');
    expect(within(dialog).getByTestId('school-card-blocked')).toHaveTextContent('Spærret');
    expect(requestsTo('POST /api/NFC/BlockCard')[0]?.body).toEqual({ CardDisplayNumber: '1000 0001' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ophæv spærringen 1000 0001' }));
    expect(await within(dialog).findByText('Spærringen af kort 1000 0001 er ophævet.')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Luk' }));
    expect(onSaved).toHaveBeenCalled();
  });

  it('removes a card only after a confirmation', async () => {
    fakeApi({ 'DELETE /api/NFC/RemoveCard': () => ({ status: 204, data: null }) });
    const { dialog } = await open();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fjern 1000 0001' }));
    expect(requestsTo('DELETE /api/NFC/RemoveCard')).toHaveLength(0);
    expect(within(dialog).getByText('Fjern kort 1000 0001?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ja, fjern 1000 0001' }));
    expect(await within(dialog).findByText('Kort 1000 0001 er fjernet fra tegnebogen.')).toBeInTheDocument();
    expect(requestsTo('DELETE /api/NFC/RemoveCard')[0]?.params).toEqual({ cardDisplayNumber: '1000 0001' });
    expect(within(dialog).queryAllByTestId('school-card-row')).toHaveLength(0);
    expect(within(dialog).getByText('Der er ikke registreret noget skolekort endnu.')).toBeInTheDocument();
  });
});
