import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@kk/platform';
import { fakeApi } from '@kk/platform/test-support';
import { KkProvider } from '@kk/ui';
import { registerShellTexts } from '../translations';
import { setUpPage } from '../test-support/page';
import { SignInInPlace } from './AccountPages';
import { LoginForm } from './LoginForm';

jest.mock('axios', () => require('@kk/platform/test-support').fakeAxios());

async function renderForm(culture: 'da' | 'en', form = <LoginForm returnTo="/" />) {
  await setUpPage({ pageKey: 'kkpay', culture }, registerShellTexts);
  render(
    <KkProvider>{form}</KkProvider>,
  );
}

describe('LoginForm', () => {
  it('labels its fields and shows no error before the user submits', async () => {
    await renderForm('da');
    expect(screen.getByRole('heading', { name: 'Log ind' })).toBeInTheDocument();
    expect(screen.getByLabelText(/E-mail/)).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText(/Adgangskode/)).toHaveAttribute('type', 'password');
    expect(screen.queryByText('Udfyld feltet.')).not.toBeInTheDocument();
  });

  it('requires both fields on submit, without calling the API', async () => {
    await renderForm('en');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getAllByText('Fill in this field.')).toHaveLength(2);
    await userEvent.type(screen.getByLabelText(/E-mail/), 'parent@demo.dk');
    expect(screen.getAllByText('Fill in this field.')).toHaveLength(1);
  });

  it('ties a refused sign-in to both fields: invalid and described by the message', async () => {
    fakeApi({ 'POST /api/Account/Login': () => ({ status: 401, data: { StatusCode: 401, message: 'Wrong e-mail or password', reason: '' } }) });
    await renderForm('da');
    await userEvent.type(screen.getByLabelText(/E-mail/), 'parent@demo.dk');
    await userEvent.type(screen.getByLabelText(/Adgangskode/), 'forkert');
    await userEvent.click(screen.getByRole('button', { name: 'Log ind' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Forkert e-mail eller adgangskode.');
    for (const field of [screen.getByLabelText(/E-mail/), screen.getByLabelText(/Adgangskode/)]) {
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription('Forkert e-mail eller adgangskode.');
    }
  });
});

describe('SignInInPlace (the support tool)', () => {
  afterEach(() => {
    cleanup();
    useSession.getState().clear();
  });

  it('asks a first visitor to sign in without saying a session expired', async () => {
    await renderForm('da', <SignInInPlace />);
    expect(screen.getByText('Log ind for at bruge supportværktøjet.')).toBeInTheDocument();
    expect(screen.queryByText(/udløbet/)).not.toBeInTheDocument();
  });

  it('says the session expired when it did', async () => {
    useSession.getState().expire();
    await renderForm('en', <SignInInPlace />);
    expect(screen.getByText('Your session has expired. Log in again to continue where you left off.')).toBeInTheDocument();
  });
});
