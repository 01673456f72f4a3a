import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccessEntry, InvitedUser } from '@kk/contracts';
import { addTranslations, translationGaps } from '@kk/platform';
import { fakeApi, requests, requestsTo, type FakeRequest } from '@kk/platform/test-support';
import { renderInPage, settled } from '@kk/ui/test-support';
import { AccessManager } from './AccessManager';
import { accessTexts } from './texts';

jest.mock('axios', () => require('@kk/platform/test-support').fakeAxios());

afterEach(settled);

const FARMOR: InvitedUser = {
  Email: 'farmor@example.dk',
  Token: '6f1c8e52-1111-4a4a-9a9a-000000000001',
  CreatedDate: '2026-03-10T09:00:00.000Z',
  ExpiresDate: '2026-03-17T09:00:00.000Z',
};
const GIVEN: AccessEntry = { ID: '6f1c8e52-2222-4a4a-9a9a-000000000002', Name: 'Karen Jensen', Email: 'karen@example.dk', CreatedDate: '2026-03-01T12:00:00.000Z', Direction: 'Given' };
const RECEIVED: AccessEntry = { ID: '6f1c8e52-3333-4a4a-9a9a-000000000003', Name: 'Lars Nielsen', Email: 'lars@example.dk', CreatedDate: '2026-02-01T12:00:00.000Z', Direction: 'Received' };

/** A server that keeps the lists: the calls change what the next GetUsers and GetMyAccesses answer. */
function familyServer(start: { invitations?: InvitedUser[]; accesses?: AccessEntry[] } = {}) {
  let invitations = [...(start.invitations ?? [FARMOR])];
  let accesses = [...(start.accesses ?? [GIVEN, RECEIVED])];
  let next = 10;
  fakeApi({
    'GET /api/AllowAccess/GetUsers': () => ({ data: invitations }),
    'GET /api/AllowAccess/GetMyAccesses': () => ({ data: accesses }),
    'POST /api/AllowAccess/AddUser': ({ body }: FakeRequest) => {
      const email = (body as { email: string }).email;
      if (invitations.some((invitation) => invitation.Email === email)) {
        return { status: 409, data: { StatusCode: 409, message: 'User already exists', reason: 'The e-mail is already in your invitation list' } };
      }
      const created = { ...FARMOR, Email: email, Token: `6f1c8e52-4444-4a4a-9a9a-0000000000${next++}` };
      invitations = [created, ...invitations];
      return { data: created };
    },
    'POST /api/AllowAccess/RemoveUser': ({ body }: FakeRequest) => {
      invitations = invitations.filter((invitation) => invitation.Token !== (body as { token: string }).token);
      return { status: 204, data: null };
    },
    'POST /api/AllowAccess/RemoveAccess': ({ body }: FakeRequest) => {
      accesses = accesses.filter((entry) => entry.ID !== (body as { accessID: string }).accessID);
      return { status: 204, data: null };
    },
  });
}

const render = (culture: 'da' | 'en' = 'da') => renderInPage(<AccessManager />, () => addTranslations('onboarding', accessTexts), { culture, roles: ['DepositWithdraw'] });

const emailField = () => screen.getByRole('textbox', { name: /E-mail/ });
const calls = () => requests.filter((request) => request.method === 'POST').map((request) => `${request.path} ${JSON.stringify(request.body)}`);

describe('AccessManager', () => {
  it('has every text in Danish and English, under the top-level key access', () => {
    expect(translationGaps(accessTexts)).toEqual([]);
    expect(Object.keys(accessTexts.da)).toEqual(['access']);
    expect(Object.keys(accessTexts.en)).toEqual(['access']);
  });

  it('lists the open invitations and the accesses given and received', async () => {
    familyServer();
    await render();
    const invitations = screen.getByTestId('access-invitations');
    expect(within(invitations).getByText('farmor@example.dk')).toBeInTheDocument();
    expect(invitations).toHaveTextContent(/Sendt 10\. mar\. 2026.*udløber 17\. mar\. 2026/);
    const accesses = screen.getByTestId('access-accesses');
    expect(accesses).toHaveTextContent('Karen Jensen');
    expect(accesses).toHaveTextContent('Du gav adgang');
    expect(accesses).toHaveTextContent('Lars Nielsen');
    expect(accesses).toHaveTextContent('Du fik adgang');
    expect(screen.getByRole('button', { name: 'Send igen: farmor@example.dk' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fjern adgang: Lars Nielsen' })).toBeInTheDocument();
  });

  it('says so when there is nothing to list', async () => {
    familyServer({ invitations: [], accesses: [] });
    await render('en');
    expect(screen.getByText('You have no open invitations.')).toBeInTheDocument();
    expect(screen.getByText(/No one has access through you/)).toBeInTheDocument();
  });

  it('requires a valid e-mail address before anything is sent', async () => {
    familyServer();
    await render();
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Skriv en e-mailadresse.')).toBeInTheDocument();
    await userEvent.type(emailField(), 'farmor@example');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Skriv en gyldig e-mailadresse, fx navn@eksempel.dk.')).toBeInTheDocument();
    expect(requestsTo('POST /api/AllowAccess/AddUser')).toHaveLength(0);
  });

  it('invites an e-mail, says so, empties the field and shows the new invitation', async () => {
    familyServer();
    await render();
    await userEvent.type(emailField(), ' moster@example.dk ');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitationen er sendt til moster@example.dk.')).toBeInTheDocument();
    expect(requestsTo('POST /api/AllowAccess/AddUser')[0]?.body).toEqual({ email: 'moster@example.dk' });
    await waitFor(() => expect(within(screen.getByTestId('access-invitations')).getByText('moster@example.dk')).toBeInTheDocument());
    expect(emailField()).toHaveValue('');
  });

  it('shows the "user already exists" alert for an e-mail already invited, and the list stays as it was', async () => {
    familyServer();
    await render();
    await userEvent.type(emailField(), 'farmor@example.dk');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Brugeren findes allerede.');
    expect(within(screen.getByTestId('access-invitations')).getAllByRole('listitem')).toHaveLength(1);
  });

  it('resends an invitation as remove, add, reload', async () => {
    familyServer();
    await render();
    await userEvent.click(screen.getByRole('button', { name: 'Send igen: farmor@example.dk' }));
    expect(await screen.findByText('Invitationen er sendt igen til farmor@example.dk.')).toBeInTheDocument();
    expect(calls()).toEqual([
      `/api/AllowAccess/RemoveUser {"token":"${FARMOR.Token}"}`,
      '/api/AllowAccess/AddUser {"email":"farmor@example.dk"}',
    ]);
    const reloads = requests.map((request) => `${request.method} ${request.path}`);
    expect(reloads.slice(reloads.indexOf('POST /api/AllowAccess/AddUser') + 1)).toEqual(expect.arrayContaining(['GET /api/AllowAccess/GetUsers', 'GET /api/AllowAccess/GetMyAccesses']));
    expect(within(screen.getByTestId('access-invitations')).getAllByRole('listitem')).toHaveLength(1);
  });

  it('withdraws an invitation', async () => {
    familyServer();
    await render('en');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw: farmor@example.dk' }));
    expect(await screen.findByText('The invitation to farmor@example.dk has been withdrawn.')).toBeInTheDocument();
    expect(calls()).toEqual([`/api/AllowAccess/RemoveUser {"token":"${FARMOR.Token}"}`]);
    expect(await screen.findByText('You have no open invitations.')).toBeInTheDocument();
  });

  it('removes an access only after the confirmation', async () => {
    familyServer();
    await render();
    await userEvent.click(screen.getByRole('button', { name: 'Fjern adgang: Karen Jensen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Fjern adgang' });
    expect(dialog).toHaveTextContent('Karen Jensen kan derefter ikke længere se eller tanke op på dine børns tegnebøger.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuller' }));
    expect(requestsTo('POST /api/AllowAccess/RemoveAccess')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Fjern adgang: Karen Jensen' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Fjern' }));
    expect(await screen.findByText('Adgangen er fjernet.')).toBeInTheDocument();
    expect(calls()).toEqual([`/api/AllowAccess/RemoveAccess {"accessID":"${GIVEN.ID}"}`]);
    await waitFor(() => expect(screen.getByTestId('access-accesses')).not.toHaveTextContent('Karen Jensen'));
  });

  it('says so when the lists cannot be loaded, and tries again on request', async () => {
    fakeApi({});
    await render();
    expect(screen.getByRole('alert')).toHaveTextContent('Invitationer og adgange kunne ikke hentes.');
    familyServer({ invitations: [], accesses: [] });
    await userEvent.click(screen.getByRole('button', { name: 'Prøv igen' }));
    expect(await screen.findByText('Du har ingen åbne invitationer.')).toBeInTheDocument();
  });
});
