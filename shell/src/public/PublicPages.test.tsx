import type { ReactElement } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DevMailMessage, InvitationInfo, MeResponse } from '@kk/contracts';
import { translationGaps, useSession } from '@kk/platform';
import { fakeApi, requestsTo } from '@kk/platform/test-support';
import { FeedbackHost, KkProvider } from '@kk/ui';
import { settled } from '@kk/ui/test-support';
import { setUpPage } from '../test-support/page';
import { AcceptInvitationPage, signUpRules } from './AcceptInvitationPage';
import { DevMailPage, linkParts } from './DevMailPage';
import { loadAfresh } from './loadAfresh';
import { publicTexts, registerPublicTexts } from './publicTexts';

jest.mock('axios', () => require('@kk/platform/test-support').fakeAxios());
jest.mock('./loadAfresh', () => ({ loadAfresh: jest.fn() }));

const SECRET = 'wS0o4zBLp6-KF2nHuqJJK_3u2C6aLXBXUNTRW8QgBgo';
const INVITATION: InvitationInfo = {
  InviterName: 'Mette Jensen',
  Email: 'farmor@example.dk',
  Children: ['Emma', 'Oliver'],
  ExpiresDate: '2026-03-17T09:00:00.000Z',
  HasAccount: false,
};
const LINK = `http://skolepenge.localhost:3000/AllowAccess/Accept?token=${SECRET}`;
const MAIL: DevMailMessage = {
  ID: '6f1c8e52-5555-4a4a-9a9a-000000000005',
  Channel: 'email',
  To: 'farmor@example.dk',
  Subject: 'Mette Jensen har inviteret dig',
  Text: `Hej,\n\nMette Jensen har inviteret dig.\n\nTag imod invitationen:\n${LINK}\n\nLinket virker i 7 dage.`,
  Html: '<p>Hej</p>',
  CreatedDate: '2026-03-10T09:00:00.000Z',
};

function user(email: string): MeResponse {
  return { ID: '00000000-0000-4000-8000-0000000000aa', Name: 'Someone', Email: email, Roles: [], Customers: [], ExpiresAt: new Date().toISOString() };
}

async function show(page: ReactElement, options: { culture?: 'da' | 'en'; signedInAs?: string; path?: string } = {}) {
  const culture = options.culture ?? 'da';
  window.history.pushState({}, '', options.path ?? `/AllowAccess/Accept?token=${SECRET}`);
  await setUpPage({ pageKey: 'skolepenge', culture }, registerPublicTexts);
  useSession.setState(options.signedInAs ? { token: 'test-token', user: user(options.signedInAs) } : { token: null, user: null });
  render(
    <KkProvider>
      {page}
      <FeedbackHost />
    </KkProvider>,
  );
  // The page's first call starts after its first render; then wait for its answer to be shown.
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  await settled();
}

beforeEach(() => jest.mocked(loadAfresh).mockReset());
afterEach(settled);

it('has every public text in Danish and English', () => {
  expect(translationGaps(publicTexts)).toEqual([]);
});

describe('the development mail page', () => {
  it('finds the links in a message', () => {
    expect(linkParts(`Følg: ${LINK}\nTak`)).toEqual([{ text: 'Følg: ' }, { text: LINK, href: LINK }, { text: '\nTak' }]);
    expect(linkParts('Ingen link')).toEqual([{ text: 'Ingen link' }]);
  });

  it('lists the kept e-mails to a signed-in developer, with the session, their links clickable', async () => {
    fakeApi({ 'GET /api/DevMail/Messages': [MAIL] });
    await show(<DevMailPage />, { path: '/DevMail', signedInAs: 'dev@demo.dk' });
    expect(requestsTo('GET /api/DevMail/Messages')[0]?.headers.authorization).toBe('Bearer test-token');
    expect(screen.getByRole('heading', { level: 1, name: 'Udviklerpost' })).toBeInTheDocument();
    const message = screen.getByTestId('dev-mail-message');
    expect(within(message).getByRole('heading', { name: 'Mette Jensen har inviteret dig' })).toBeInTheDocument();
    expect(message).toHaveTextContent('Til: farmor@example.dk');
    expect(within(message).getByRole('link', { name: LINK })).toHaveAttribute('href', LINK);
  });

  it('marks a text the SMS sandbox kept as SMS, to the mobile number', async () => {
    const sms: DevMailMessage = { ID: '6f1c8e52-5555-4a4a-9a9a-000000000006', Channel: 'sms', To: '4512345678', Subject: 'SMS: Solbakke Skole', Text: 'Solbakke Skole: Bestilling til Emma 18,00 kr. Saldo 232,00 kr.', Html: '<p>x</p>', CreatedDate: '2026-03-10T09:05:00.000Z' };
    fakeApi({ 'GET /api/DevMail/Messages': [sms, MAIL] });
    await show(<DevMailPage />, { path: '/DevMail', signedInAs: 'dev@demo.dk' });
    const [text, mail] = screen.getAllByTestId('dev-mail-message');
    expect(within(text!).getByTestId('dev-mail-sms')).toHaveTextContent('SMS');
    expect(text).toHaveTextContent('SMS til: 4512345678');
    expect(within(mail!).queryByTestId('dev-mail-sms')).not.toBeInTheDocument();
  });

  it('asks a signed-out visitor to log in as a developer and come back, without asking the API', async () => {
    fakeApi({ 'GET /api/DevMail/Messages': [MAIL] });
    await show(<DevMailPage />, { path: '/DevMail' });
    expect(requestsTo('GET /api/DevMail/Messages')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('Log ind som udvikler for at se udviklerposten.');
    expect(screen.getByRole('link', { name: 'Log ind' })).toHaveAttribute('href', `/Account/Login?returnUrl=${encodeURIComponent('/DevMail')}`);
    expect(screen.queryByTestId('dev-mail-message')).not.toBeInTheDocument();
  });

  it('says clearly when the signed-in user is not a developer (403)', async () => {
    fakeApi({
      'GET /api/DevMail/Messages': () => ({ status: 403, data: { StatusCode: 403, message: 'Authorization has been denied for this request.', reason: 'The development mail page is for the role Developer' } }),
    });
    await show(<DevMailPage />, { path: '/DevMail', signedInAs: 'parent@demo.dk', culture: 'en' });
    expect(screen.getByRole('status')).toHaveTextContent('The development mail page is for developers only (the role Developer), and you are not logged in as one.');
    expect(screen.queryByTestId('dev-mail-message')).not.toBeInTheDocument();
  });

  it('says when there are none, and when the page is off (404)', async () => {
    fakeApi({ 'GET /api/DevMail/Messages': [] });
    await show(<DevMailPage />, { path: '/DevMail', culture: 'en', signedInAs: 'dev@demo.dk' });
    expect(screen.getByText('There are no e-mails yet.')).toBeInTheDocument();
    fakeApi({});
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText(/The development mail page is off/)).toBeInTheDocument();
  });
});

describe('the acceptance page', () => {
  it('shows who invited whom for which children, and a sign-up form, signed out', async () => {
    fakeApi({ 'GET /api/AllowAccess/Invitation': INVITATION });
    await show(<AcceptInvitationPage />);
    expect(requestsTo('GET /api/AllowAccess/Invitation')[0]?.params).toEqual({ token: SECRET });
    expect(screen.getByRole('heading', { level: 1, name: 'Invitation fra Mette Jensen' })).toBeInTheDocument();
    expect(screen.getByText('Mette Jensen har inviteret farmor@example.dk til at se og tanke op på tegnebøgerne for Emma og Oliver.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Opret konto' })).toBeInTheDocument();
    const login = screen.getByRole('link', { name: 'Log ind' });
    expect(login).toHaveAttribute('href', `/Account/Login?returnUrl=${encodeURIComponent(`/AllowAccess/Accept?token=${SECRET}`)}`);
  });

  it('checks the password with the platform\'s policy and the repeat before sending', async () => {
    fakeApi({ 'GET /api/AllowAccess/Invitation': INVITATION });
    await show(<AcceptInvitationPage />);
    await userEvent.type(screen.getByLabelText(/^Navn/), 'Karen Jensen');
    await userEvent.type(screen.getByLabelText(/^Adgangskode/), 'kort');
    await userEvent.type(screen.getByLabelText(/^Gentag adgangskode/), 'andet');
    await userEvent.click(screen.getByRole('button', { name: 'Opret konto' }));
    expect(await screen.findByText('Adgangskoden skal have mindst 8 tegn.')).toBeInTheDocument();
    expect(screen.getByText('De to adgangskoder er ikke ens.')).toBeInTheDocument();
    expect(requestsTo('POST /api/Account/Register')).toHaveLength(0);
    const rules = signUpRules('farmor@example.dk');
    expect(rules.password?.validators?.containsEmail?.('farmor-2026x', {})).toBe(false);
  });

  it('creates the account with the link, signs in and goes home', async () => {
    fakeApi({
      'GET /api/AllowAccess/Invitation': INVITATION,
      'POST /api/Account/Register': { AccessToken: 'new-token', ExpiresAt: new Date().toISOString(), User: { ...user('farmor@example.dk'), Roles: ['DepositWithdraw'] } },
    });
    await show(<AcceptInvitationPage />);
    await userEvent.type(screen.getByLabelText(/^Navn/), 'Karen Jensen');
    await userEvent.type(screen.getByLabelText(/^Adgangskode/), 'Solsikke-2026x');
    await userEvent.type(screen.getByLabelText(/^Gentag adgangskode/), 'Solsikke-2026x');
    await userEvent.click(screen.getByRole('button', { name: 'Opret konto' }));
    await waitFor(() => expect(loadAfresh).toHaveBeenCalledWith('/'));
    expect(requestsTo('POST /api/Account/Register')[0]?.body).toEqual({ Name: 'Karen Jensen', Password: 'Solsikke-2026x', Token: SECRET });
    expect(useSession.getState().token).toBe('new-token');
  });

  it('sends a person who has an account to the login, and back here', async () => {
    fakeApi({ 'GET /api/AllowAccess/Invitation': { ...INVITATION, HasAccount: true } });
    await show(<AcceptInvitationPage />, { culture: 'en' });
    expect(screen.getByText('You already have an account with farmor@example.dk. Log in to accept the invitation.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Create account' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toContain('returnUrl=%2FAllowAccess%2FAccept%3Ftoken%3D');
  });

  it('accepts, signed in as the invited e-mail, and goes home', async () => {
    fakeApi({ 'GET /api/AllowAccess/Invitation': { ...INVITATION, HasAccount: true }, 'POST /api/AllowAccess/AcceptInvitation': { AccessID: MAIL.ID, Children: ['Emma', 'Oliver'] } });
    await show(<AcceptInvitationPage />, { signedInAs: 'Farmor@Example.dk' });
    await userEvent.click(screen.getByRole('button', { name: 'Accepter' }));
    await waitFor(() => expect(loadAfresh).toHaveBeenCalledWith('/'));
    expect(requestsTo('POST /api/AllowAccess/AcceptInvitation')[0]?.body).toEqual({ token: SECRET });
  });

  it('offers to log out when signed in as someone else', async () => {
    fakeApi({ 'GET /api/AllowAccess/Invitation': INVITATION, 'POST /api/Account/Logout': { status: 204, data: null } });
    await show(<AcceptInvitationPage />, { signedInAs: 'parent@demo.dk' });
    expect(screen.getByRole('status')).toHaveTextContent('Invitationen er sendt til farmor@example.dk, men du er logget ind som parent@demo.dk.');
    expect(screen.queryByRole('button', { name: 'Accepter' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log ud' }));
    await waitFor(() => expect(loadAfresh).toHaveBeenCalledWith(`/AllowAccess/Accept?token=${SECRET}`));
    expect(useSession.getState().token).toBeNull();
  });

  it.each([
    ['Invitation expired', 410, 'Invitationen er udløbet. Bed afsenderen om at sende en ny.'],
    ['Invitation used', 410, 'Invitationen er allerede taget imod.'],
    ['Invitation withdrawn', 410, 'Invitationen er trukket tilbage af afsenderen.'],
    ['Invitation not found', 404, 'Linket er ikke gyldigt. Tjek, at du har brugt hele linket fra e-mailen.'],
  ])('says why a link cannot be used (%s)', async (message, status, text) => {
    fakeApi({ 'GET /api/AllowAccess/Invitation': () => ({ status, data: { StatusCode: status, message, reason: 'x' } }) });
    await show(<AcceptInvitationPage />);
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByRole('button', { name: 'Opret konto' })).not.toBeInTheDocument();
  });

  it('says so when the e-mail got an account meanwhile', async () => {
    fakeApi({
      'GET /api/AllowAccess/Invitation': INVITATION,
      'POST /api/Account/Register': () => ({ status: 409, data: { StatusCode: 409, message: 'User already exists', reason: 'x' } }),
    });
    await show(<AcceptInvitationPage />);
    await userEvent.type(screen.getByLabelText(/^Navn/), 'Karen Jensen');
    await userEvent.type(screen.getByLabelText(/^Adgangskode/), 'Solsikke-2026x');
    await userEvent.type(screen.getByLabelText(/^Gentag adgangskode/), 'Solsikke-2026x');
    await userEvent.click(screen.getByRole('button', { name: 'Opret konto' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Der findes allerede en konto med denne e-mail. Log ind for at tage imod invitationen.');
    expect(loadAfresh).not.toHaveBeenCalled();
  });
});
