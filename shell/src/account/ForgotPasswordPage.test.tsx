import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, requestsTo } from '@kk/platform/test-support';
import { KkProvider } from '@kk/ui';
import { settled } from '@kk/ui/test-support';
import { registerShellTexts } from '../translations';
import { setUpPage } from '../test-support/page';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { LoginForm } from './LoginForm';

jest.mock('axios', () => require('@kk/platform/test-support').fakeAxios());

const SENT_DA = 'Hvis e-mailen har en konto, har vi sendt et link til den. Linket virker i 30 minutter og kun én gang. Kan du ikke finde e-mailen, så tjek din spammappe.';

async function show(culture: 'da' | 'en', page = <ForgotPasswordPage />) {
  window.history.pushState({}, '', '/Account/ForgotPassword');
  await setUpPage({ pageKey: 'skolepenge', culture }, registerShellTexts);
  render(<KkProvider>{page}</KkProvider>);
}

afterEach(settled);

describe('the login form', () => {
  it.each([
    ['da', 'Glemt adgangskode?'],
    ['en', 'Forgot password?'],
  ] as const)('links to the forgotten password (%s)', async (culture, name) => {
    await show(culture, <LoginForm returnTo="/" />);
    expect(screen.getByRole('link', { name })).toHaveAttribute('href', '/Account/ForgotPassword');
  });
});

describe('ForgotPasswordPage', () => {
  it('labels the e-mail field and checks it before sending', async () => {
    fakeApi({ 'POST /api/Account/ForgotPassword': () => ({ status: 204, data: null }) });
    await show('da');
    expect(screen.getByRole('heading', { level: 1, name: 'Glemt adgangskode' })).toBeInTheDocument();
    const email = screen.getByLabelText(/E-mail/);
    expect(email).toHaveAttribute('autocomplete', 'username');
    await userEvent.type(email, 'ikke-en-mail');
    await userEvent.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('Skriv en gyldig e-mailadresse.')).toBeInTheDocument();
    expect(requestsTo('POST /api/Account/ForgotPassword')).toHaveLength(0);
  });

  it('sends the e-mail and moves the focus to the same confirmation, whatever the answer', async () => {
    for (const answer of [{ status: 204, data: null }, { status: 400, data: { StatusCode: 400, message: 'Request is invalid', reason: '' } }]) {
      fakeApi({ 'POST /api/Account/ForgotPassword': () => answer });
      await show('da');
      await userEvent.type(screen.getByLabelText(/E-mail/), ' parent@demo.dk ');
      await userEvent.click(screen.getByRole('button', { name: 'Send link' }));
      const heading = await screen.findByRole('heading', { level: 1, name: 'Tjek din e-mail' });
      expect(heading).toHaveFocus();
      expect(screen.getByRole('status')).toHaveTextContent(SENT_DA);
      expect(requestsTo('POST /api/Account/ForgotPassword')[0]?.body).toEqual({ Email: 'parent@demo.dk' });
      expect(screen.getByRole('link', { name: 'Tilbage til log ind' })).toHaveAttribute('href', '/Account/Login');
      document.body.innerHTML = '';
    }
  });

  it('announces too many attempts as an alert tied to the field (English)', async () => {
    fakeApi({ 'POST /api/Account/ForgotPassword': () => ({ status: 429, data: { StatusCode: 429, message: 'Too many requests', reason: '' } }) });
    await show('en');
    await userEvent.type(screen.getByLabelText(/E-mail/), 'parent@demo.dk');
    await userEvent.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Wait a few minutes and try again.');
    expect(screen.getByLabelText(/E-mail/)).toHaveAccessibleDescription('Too many attempts. Wait a few minutes and try again.');
    expect(screen.queryByText('Check your e-mail')).not.toBeInTheDocument();
  });
});
