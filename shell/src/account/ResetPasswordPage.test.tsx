import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordResetMessage } from '@kk/domain';
import { fakeApi, requestsTo } from '@kk/platform/test-support';
import { KkProvider } from '@kk/ui';
import { settled } from '@kk/ui/test-support';
import { registerShellTexts } from '../translations';
import { setUpPage } from '../test-support/page';
import { ResetPasswordPage } from './ResetPasswordPage';

jest.mock('axios', () => require('@kk/platform/test-support').fakeAxios());

const TOKEN = 'wS0o4zBLp6-KF2nHuqJJK_3u2C6aLXBXUNTRW8QgBgo';

async function show(culture: 'da' | 'en', path = `/Account/ResetPassword?token=${TOKEN}`) {
  window.history.pushState({}, '', path);
  await setUpPage({ pageKey: 'skolepenge', culture }, registerShellTexts);
  render(<KkProvider><ResetPasswordPage /></KkProvider>);
}

async function choose(password: string, repeat = password, culture: 'da' | 'en' = 'da') {
  await userEvent.type(screen.getByLabelText(culture === 'da' ? /^Ny adgangskode/ : /^New password/), password);
  await userEvent.type(screen.getByLabelText(culture === 'da' ? /^Gentag ny adgangskode/ : /^Repeat new password/), repeat);
  await userEvent.click(screen.getByRole('button', { name: culture === 'da' ? 'Gem ny adgangskode' : 'Save new password' }));
}

afterEach(settled);

it('asks for the new password twice, described by the policy’s hint', async () => {
  await show('da');
  expect(screen.getByRole('heading', { level: 1, name: 'Vælg en ny adgangskode' })).toBeInTheDocument();
  const password = screen.getByLabelText(/^Ny adgangskode/);
  expect(password).toHaveAttribute('type', 'password');
  expect(password).toHaveAttribute('autocomplete', 'new-password');
  expect(password).toHaveAccessibleDescription('Mindst 8 tegn med både bogstaver og tal eller tegn. Undgå almindelige adgangskoder og din e-mailadresse.');
});

it('checks the policy and the repeat before sending', async () => {
  fakeApi({ 'POST /api/Account/ResetPassword': () => ({ status: 204, data: null }) });
  await show('en');
  await choose('short', 'short', 'en');
  expect(await screen.findByText('The password must have at least 8 characters.')).toBeInTheDocument();
  await userEvent.clear(screen.getByLabelText(/^New password/));
  await userEvent.clear(screen.getByLabelText(/^Repeat new password/));
  await choose('Sommer-Kode-2026', 'Sommer-Kode-2027', 'en');
  expect(await screen.findByText('The two passwords are not the same.')).toBeInTheDocument();
  expect(requestsTo('POST /api/Account/ResetPassword')).toHaveLength(0);
});

it('saves the password with the link’s token, then moves the focus to the success and offers the login', async () => {
  fakeApi({ 'POST /api/Account/ResetPassword': () => ({ status: 204, data: null }) });
  await show('da');
  await choose('Sommer-Kode-2026');
  const heading = await screen.findByRole('heading', { level: 1, name: 'Din adgangskode er skiftet' });
  expect(heading).toHaveFocus();
  expect(requestsTo('POST /api/Account/ResetPassword')[0]?.body).toEqual({ Token: TOKEN, NewPassword: 'Sommer-Kode-2026' });
  expect(screen.getByRole('link', { name: 'Log ind' })).toHaveAttribute('href', '/Account/Login');
});

it('says an expired or used link does not work, announced, with a link to ask again', async () => {
  fakeApi({ 'POST /api/Account/ResetPassword': () => ({ status: 400, data: { StatusCode: 400, message: PasswordResetMessage.LinkNotValid, reason: '' } }) });
  await show('en');
  await choose('Sommer-Kode-2026', 'Sommer-Kode-2026', 'en');
  const heading = await screen.findByRole('heading', { level: 1, name: 'The link does not work' });
  expect(heading).toHaveFocus();
  expect(screen.getByRole('alert')).toHaveTextContent('The link has expired or has already been used. Ask for a new link.');
  expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/Account/ForgotPassword');
});

it('says a link without a token does not work, without calling the API', async () => {
  fakeApi({});
  await show('da', '/Account/ResetPassword');
  expect(screen.getByRole('heading', { level: 1, name: 'Linket virker ikke' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Bed om et nyt link' })).toHaveAttribute('href', '/Account/ForgotPassword');
});

it('announces a password the API refuses (it contains the e-mail)', async () => {
  fakeApi({
    'POST /api/Account/ResetPassword': () => ({
      status: 400,
      data: { StatusCode: 400, message: PasswordResetMessage.PasswordNotAccepted, reason: 'NewPassword must not contain the e-mail address' },
    }),
  });
  await show('da');
  await choose('Parent-Kode-2026');
  expect(await screen.findByRole('alert')).toHaveTextContent('Adgangskoden må ikke indeholde din e-mailadresse.');
  expect(screen.getByLabelText(/^Ny adgangskode/)).toHaveAttribute('aria-invalid', 'true');
});
