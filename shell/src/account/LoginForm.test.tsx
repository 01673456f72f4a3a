import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, initI18n, setAppConfig } from '@kk/platform';
import { KkProvider, registerUiTexts } from '@kk/ui';
import { registerShellTexts } from '../translations';
import { LoginForm } from './LoginForm';

async function renderForm(culture: 'da' | 'en') {
  setAppConfig({ application: 'wallet', pageKey: 'kkpay', culture, paymentApiBase: '' });
  await initI18n(culture);
  await i18n.changeLanguage(culture);
  registerUiTexts();
  registerShellTexts();
  render(
    <KkProvider>
      <LoginForm returnTo="/" />
    </KkProvider>,
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
});
