import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccountInformation, AccountWalletInformation, SpecialGradesResponse, WalletInOnboarding } from '@kk/contracts';
import { walletRegistrationFields } from '@kk/domain';
import { fakeApi, requestsTo, type FakeRoute } from '@kk/platform/test-support';
import { renderInPage } from '../../test-support/render';
import { emma, EMMA_ID, PARENT_ROLES } from '../../test-support/wallets';
import { AccountInformationPage } from './AccountInformationPage';

jest.mock('axios', () => require('@kk/platform/test-support').fakeAxios());

const SOLBAKKE = '7d0c4c55-5f0f-4f5e-9d6a-1c1f3f4a0a02';
const KILDEVANG = '7d0c4c55-5f0f-4f5e-9d6a-1c1f3f4a0a03';
const FREJA_ID = '7d0c4c55-5f0f-4f5e-9d6a-1c1f3f4a0a04';

function emmaInfo(overrides: Partial<AccountWalletInformation> = {}): AccountWalletInformation {
  return {
    WalletID: EMMA_ID,
    Name: 'Emma Jensen',
    Grade: { Name: '5. A', Number: 5, Letter: 'A', Level: 'Grade' },
    Email: 'emma.jensen@demo.dk',
    MobileNumber: '4520123401',
    Customer: { ID: SOLBAKKE, Name: 'Solbakke Skole', PageKey: 'skolepenge' },
    RegistrationFields: walletRegistrationFields('skolepenge'),
    ShowSpecialGradeSelect: true,
    EmployeeGradeApplies: false,
    ...overrides,
  };
}

const frejaInfo = (): AccountWalletInformation =>
  emmaInfo({
    WalletID: FREJA_ID,
    Name: 'Freja Nielsen',
    Grade: null,
    Email: null,
    MobileNumber: '4531456702',
    Customer: { ID: KILDEVANG, Name: 'Kildevang Skole', PageKey: 'kkpay' },
    RegistrationFields: walletRegistrationFields('kkpay'),
    ShowSpecialGradeSelect: false,
  });

const freja = (overrides: Partial<WalletInOnboarding> = {}): WalletInOnboarding => emma({ WalletID: FREJA_ID, Name: 'Freja Nielsen', WalletCards: [], PictureUrl: null, ...overrides });

function account(overrides: Partial<AccountInformation> = {}): AccountInformation {
  return { Name: 'Mette Jensen', Email: 'parent@demo.dk', MobileNumber: '4522334455', MayChange: true, ChangeRefusal: null, Wallets: [emmaInfo()], ...overrides };
}

const SPECIAL: SpecialGradesResponse = {
  CustomerLists: [{ CustomerID: SOLBAKKE, Name: 'Specialklasser', Grades: [{ Name: '3. S', Number: 3, Letter: 'S', Level: 'Special' }, { Name: '7. S', Number: 7, Letter: 'S', Level: 'Special' }] }],
  SystemLists: [{ Name: 'Modtageklasser', Grades: [{ Name: '1. M', Number: 1, Letter: 'M', Level: 'Special' }] }],
  EmployeeGrade: { Name: '99. A', Number: 99, Letter: 'A', Level: 'Employee' },
};

const COUNTRIES = [
  { code: 'DK', callingCode: '45' },
  { code: 'SE', callingCode: '46' },
  { code: 'NO', callingCode: '47' },
  { code: 'FO', callingCode: '298' },
];

function api(overrides: Record<string, FakeRoute | unknown> = {}) {
  fakeApi({
    'GET /api/Account/Information': account(),
    'GET /api/SpecialGrade/': SPECIAL,
    'GET /assets/ISO2/ISO2_phone.json': COUNTRIES,
    'GET /api/Onboarding/GetChildren': [emma()],
    'POST /JavaScriptLogger/Error': null,
    ...overrides,
  });
}

const refused = (status: number, message: string) => () => ({ status, data: { StatusCode: status, message, reason: 'x' } });

function SchoolCardDialog({ wallet, onSaved }: { wallet: WalletInOnboarding; onClose: () => void; onSaved: () => void }) {
  return (
    <div role="dialog" aria-label={`Skolekort – ${wallet.Name}`}>
      <button type="button" onClick={onSaved}>Gem skolekortet</button>
    </div>
  );
}

async function renderPage(options: { culture?: 'da' | 'en'; focus?: string | null; roles?: string[] } = {}) {
  const roles = options.roles ?? PARENT_ROLES;
  await renderInPage(<AccountInformationPage focusWalletId={options.focus ?? null} roles={roles} SchoolCardDialog={SchoolCardDialog} />, { roles, culture: options.culture });
  return screen.getByTestId('account-page');
}

const section = (testId: string) => within(screen.getByTestId(testId));
const walletSection = (name: string) => within(screen.getByRole('region', { name }));

beforeEach(() => api());

describe('the account page: your own information', () => {
  it('shows the name, the mobile number split into country code and number, and the e-mail', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Kontooplysninger' })).toBeInTheDocument();
    const you = section('account-you');
    expect(you.getByRole('textbox', { name: /Navn/ })).toHaveValue('Mette Jensen');
    expect(you.getByRole('combobox', { name: 'Landekode' })).toHaveValue('45');
    expect(you.getByRole('textbox', { name: 'Mobilnummer (valgfrit)' })).toHaveValue('22334455');
    expect(screen.getByTestId('account-email-current')).toHaveTextContent('Du logger ind med parent@demo.dk.');
  });

  it('offers the 2-digit country codes of /assets/ISO2/ISO2_phone.json, Denmark first', async () => {
    await renderPage();
    const options = within(section('account-you').getByRole('combobox', { name: 'Landekode' })).getAllByRole('option');
    expect(options.map((option) => option.getAttribute('value'))).toEqual(['45', '46', '47']);
    expect(options[0]).toHaveTextContent('+45 Danmark');
  });

  it('saves the name and a Swedish number as 10 digits, and says so', async () => {
    api({ 'PUT /api/Account/Information': (request: { body: { Name: string; MobileNumber: string } }) => ({ data: account({ Name: request.body.Name, MobileNumber: request.body.MobileNumber }) }) });
    await renderPage();
    const you = section('account-you');
    await userEvent.clear(you.getByRole('textbox', { name: /Navn/ }));
    await userEvent.type(you.getByRole('textbox', { name: /Navn/ }), 'Mette Bech Jensen');
    await userEvent.selectOptions(you.getByRole('combobox', { name: 'Landekode' }), '46');
    await userEvent.clear(you.getByRole('textbox', { name: /Mobilnummer/ }));
    await userEvent.type(you.getByRole('textbox', { name: /Mobilnummer/ }), '70 123 456');
    await userEvent.click(you.getByRole('button', { name: 'Gem dine oplysninger' }));
    expect(await screen.findByText('Dine oplysninger er gemt.')).toBeInTheDocument();
    expect(requestsTo('PUT /api/Account/Information')[0]?.body).toEqual({ Name: 'Mette Bech Jensen', MobileNumber: '4670123456' });
  });

  it('refuses a number that is not 8 digits after the country code, and sends nothing', async () => {
    await renderPage();
    const you = section('account-you');
    await userEvent.clear(you.getByRole('textbox', { name: /Mobilnummer/ }));
    await userEvent.type(you.getByRole('textbox', { name: /Mobilnummer/ }), '1234');
    await userEvent.click(you.getByRole('button', { name: 'Gem dine oplysninger' }));
    expect(await you.findByText('Mobilnummeret skal være 8 cifre efter landekoden.')).toBeInTheDocument();
    expect(requestsTo('PUT /api/Account/Information')).toHaveLength(0);
  });
});

describe('the account page: e-mail and password', () => {
  async function changeEmail(email: string, password: string) {
    const form = section('account-email');
    await userEvent.type(form.getByRole('textbox', { name: /Ny e-mail/ }), email);
    await userEvent.type(form.getByLabelText(/Nuværende adgangskode/), password);
    await userEvent.click(form.getByRole('button', { name: 'Skift e-mail' }));
    return form;
  }

  it('asks for the current password and says when it is wrong', async () => {
    api({ 'PUT /api/Account/Email': refused(400, 'Wrong current password') });
    await renderPage();
    const form = await changeEmail('mette@demo.dk', 'Forkert-1');
    expect(await form.findByTestId('account-email-failure')).toHaveTextContent('Den nuværende adgangskode er forkert.');
    expect(requestsTo('PUT /api/Account/Email')[0]?.body).toEqual({ Email: 'mette@demo.dk', CurrentPassword: 'Forkert-1' });
  });

  it('says when another user has the e-mail', async () => {
    api({ 'PUT /api/Account/Email': refused(409, 'E-mail already in use') });
    await renderPage();
    const form = await changeEmail('dev@demo.dk', 'Demo-1234');
    expect(await form.findByTestId('account-email-failure')).toHaveTextContent('E-mailen bruges allerede af en anden bruger.');
  });

  it('changes the e-mail and shows the new one', async () => {
    api({ 'PUT /api/Account/Email': account({ Email: 'mette@demo.dk' }) });
    await renderPage();
    await changeEmail('mette@demo.dk', 'Demo-1234');
    expect(await screen.findByText('Din e-mail er skiftet til mette@demo.dk.')).toBeInTheDocument();
    expect(screen.getByTestId('account-email-current')).toHaveTextContent('Du logger ind med mette@demo.dk.');
  });

  it('checks the e-mail before sending it', async () => {
    await renderPage();
    const form = await changeEmail('mette@demo', 'Demo-1234');
    expect(await form.findByText('Skriv en e-mail som navn@domæne.dk.')).toBeInTheDocument();
    expect(requestsTo('PUT /api/Account/Email')).toHaveLength(0);
  });

  it('needs the repeated password to equal the new one, and at least 8 characters', async () => {
    await renderPage();
    const form = section('account-password');
    await userEvent.type(form.getByLabelText('Nuværende adgangskode'), 'Demo-1234');
    await userEvent.type(form.getByLabelText('Ny adgangskode'), 'Kort-1');
    await userEvent.type(form.getByLabelText('Gentag ny adgangskode'), 'Kort-2');
    await userEvent.click(form.getByRole('button', { name: 'Skift adgangskode' }));
    expect(await form.findByText('Den nye adgangskode skal have mindst 8 tegn.')).toBeInTheDocument();
    expect(form.getByText('De to nye adgangskoder er ikke ens.')).toBeInTheDocument();
    expect(requestsTo('PUT /api/Account/Password')).toHaveLength(0);
  });

  it('changes the password and tells that the other devices are signed out; a refused one is explained', async () => {
    let answer: FakeRoute = refused(400, 'Password not accepted');
    api({ 'PUT /api/Account/Password': (request: never) => answer(request) });
    await renderPage();
    const form = section('account-password');
    const fill = async () => {
      await userEvent.type(form.getByLabelText('Nuværende adgangskode'), 'Demo-1234');
      await userEvent.type(form.getByLabelText('Ny adgangskode'), 'password123');
      await userEvent.type(form.getByLabelText('Gentag ny adgangskode'), 'password123');
      await userEvent.click(form.getByRole('button', { name: 'Skift adgangskode' }));
    };
    await fill();
    expect(await form.findByTestId('account-password-failure')).toHaveTextContent(/Den nye adgangskode kan ikke bruges/);
    answer = () => ({ status: 204, data: null });
    for (const field of ['Nuværende adgangskode', 'Ny adgangskode', 'Gentag ny adgangskode']) await userEvent.clear(form.getByLabelText(field));
    await fill();
    expect(await screen.findByText('Din adgangskode er skiftet. Du er logget ud på dine andre enheder.')).toBeInTheDocument();
    expect(requestsTo('PUT /api/Account/Password')[1]?.body).toEqual({ CurrentPassword: 'Demo-1234', NewPassword: 'password123' });
  });
});

describe('the account page: a child', () => {
  it('shows the grade in the picker, with the special grades the school shows and no employee grade', async () => {
    await renderPage();
    const emmaForm = walletSection('Emma Jensen');
    const grade = emmaForm.getByRole('combobox', { name: 'Klasse' });
    expect(grade).toHaveValue('5');
    expect(emmaForm.getByRole('combobox', { name: 'Klassebogstav' })).toHaveValue('A');
    expect(within(grade).getByRole('group', { name: 'Specialklasser' })).toBeInTheDocument();
    expect(within(grade).getByRole('group', { name: 'Modtageklasser' })).toBeInTheDocument();
    expect(within(grade).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Ingen klasse', '-1. klasse', '0. klasse', '1. klasse', '2. klasse', '3. klasse', '4. klasse', '5. klasse', '6. klasse', '7. klasse', '8. klasse',
      '9. klasse', '10. klasse', '11. klasse', '12. klasse', '3. S', '7. S', '1. M',
    ]);
  });

  it('saves a special grade, the name, e-mail and mobile number', async () => {
    api({ 'PUT /api/Wallet/Information': emmaInfo({ Grade: { Name: '3. S', Number: 3, Letter: 'S', Level: 'Special' } }) });
    await renderPage();
    const emmaForm = walletSection('Emma Jensen');
    await userEvent.selectOptions(emmaForm.getByRole('combobox', { name: 'Klasse' }), '3. S');
    expect(emmaForm.getByRole('combobox', { name: 'Klassebogstav' })).toBeDisabled();
    await userEvent.click(emmaForm.getByRole('button', { name: 'Gem oplysninger om Emma Jensen' }));
    expect(await screen.findByText('Oplysningerne om Emma Jensen er gemt.')).toBeInTheDocument();
    const [request] = requestsTo('PUT /api/Wallet/Information');
    expect(request?.params).toEqual({ walletID: EMMA_ID });
    expect(request?.body).toEqual({ Name: 'Emma Jensen', Grade: '3. S', Email: 'emma.jensen@demo.dk', MobileNumber: '4520123401' });
  });

  it('needs a letter for an ordinary grade, and an e-mail where the variant requires one', async () => {
    await renderPage();
    const emmaForm = walletSection('Emma Jensen');
    await userEvent.selectOptions(emmaForm.getByRole('combobox', { name: 'Klasse' }), '7');
    await userEvent.selectOptions(emmaForm.getByRole('combobox', { name: 'Klassebogstav' }), '');
    await userEvent.clear(emmaForm.getByRole('textbox', { name: /^E-mail/ }));
    await userEvent.click(emmaForm.getByRole('button', { name: 'Gem oplysninger om Emma Jensen' }));
    expect(await emmaForm.findByText('Vælg klassens bogstav.')).toBeInTheDocument();
    expect(emmaForm.getByText('Skriv en e-mail.')).toBeInTheDocument();
    expect(requestsTo('PUT /api/Wallet/Information')).toHaveLength(0);
    await userEvent.selectOptions(emmaForm.getByRole('combobox', { name: 'Klassebogstav' }), 'C');
    await userEvent.type(emmaForm.getByRole('textbox', { name: /^E-mail/ }), 'emma@demo.dk');
    api({ 'PUT /api/Wallet/Information': emmaInfo() });
    await userEvent.click(emmaForm.getByRole('button', { name: 'Gem oplysninger om Emma Jensen' }));
    await screen.findByText('Oplysningerne om Emma Jensen er gemt.');
    expect(requestsTo('PUT /api/Wallet/Information')[0]?.body).toMatchObject({ Grade: '7. C', Email: 'emma@demo.dk' });
  });

  it('shows the server refusal beside the wallet', async () => {
    api({ 'PUT /api/Wallet/Information': refused(400, 'Request is invalid') });
    await renderPage();
    const emmaForm = walletSection('Emma Jensen');
    await userEvent.click(emmaForm.getByRole('button', { name: 'Gem oplysninger om Emma Jensen' }));
    expect(await emmaForm.findByTestId('account-wallet-failure')).toHaveTextContent('Forespørgslen er ugyldig. Tjek dine oplysninger, og prøv igen.');
  });

  it('hides the special grades where the page setting does not show them, and offers the employee grade on an own wallet', async () => {
    api({ 'GET /api/Account/Information': account({ Wallets: [emmaInfo({ ShowSpecialGradeSelect: false, EmployeeGradeApplies: true, Grade: { Name: '99. A', Number: 99, Letter: 'A', Level: 'Employee' } })] }) });
    await renderPage();
    const grade = walletSection('Emma Jensen').getByRole('combobox', { name: 'Klasse' });
    expect(within(grade).queryByRole('group', { name: 'Specialklasser' })).not.toBeInTheDocument();
    expect(within(grade).getByRole('option', { name: '99. A (medarbejder)' })).toBeInTheDocument();
    expect((within(grade).getByRole('option', { name: '99. A (medarbejder)' }) as HTMLOptionElement).selected).toBe(true);
  });

  it('only logs a failed special grade fetch: the picker then offers the ordinary grades', async () => {
    api({ 'GET /api/SpecialGrade/': refused(500, 'boom') });
    await renderPage();
    const grade = walletSection('Emma Jensen').getByRole('combobox', { name: 'Klasse' });
    expect(within(grade).queryByRole('group', { name: 'Specialklasser' })).not.toBeInTheDocument();
    expect(within(grade).getByRole('option', { name: '12. klasse' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(requestsTo('POST /JavaScriptLogger/Error')[0]?.body).toEqual({ message: expect.stringContaining('GET /api/SpecialGrade/ failed') });
  });

  it('on kkpay makes the e-mail optional and asks for the school card and picture, linking to where they are added', async () => {
    api({
      'GET /api/Account/Information': account({ Wallets: [frejaInfo()] }),
      'GET /api/Onboarding/GetChildren': (() => {
        let calls = 0;
        return () => ({ data: [freja(calls++ === 0 ? {} : { WalletCards: [{ CardDisplayNumber: '2000 0001', IsBlocked: false }] })] });
      })(),
    });
    await renderPage();
    const frejaForm = walletSection('Freja Nielsen');
    expect(frejaForm.getByRole('textbox', { name: 'E-mail (valgfri)' })).toHaveValue('');
    expect(frejaForm.getByTestId('registration-CreditCard')).toHaveTextContent('Betalingskort: registreret');
    expect(frejaForm.getByTestId('registration-SchoolCard')).toHaveTextContent('Skolekort: mangler');
    expect(frejaForm.getByTestId('registration-Picture')).toHaveTextContent('Billede: mangler');
    expect(frejaForm.getByRole('link', { name: 'Billede af Freja Nielsen' })).toHaveAttribute('href', `/Picture/ChangePicture?WalletID=${FREJA_ID}`);
    expect(frejaForm.getByRole('link', { name: 'Betalingskort til Freja Nielsen' })).toHaveAttribute('href', expect.stringContaining(`WalletID=${FREJA_ID}`));

    await userEvent.click(frejaForm.getByRole('button', { name: 'Tilføj skolekort til Freja Nielsen' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Skolekort – Freja Nielsen' })).getByRole('button', { name: 'Gem skolekortet' }));
    expect(await frejaForm.findByText('registreret', { selector: '[data-testid="registration-SchoolCard"] *' })).toBeInTheDocument();
    expect(requestsTo('GET /api/Onboarding/GetChildren')).toHaveLength(2);
  });

  it('puts the wallet named by WalletID first', async () => {
    api({ 'GET /api/Account/Information': account({ Wallets: [emmaInfo(), frejaInfo()] }), 'GET /api/Onboarding/GetChildren': [emma(), freja()] });
    await renderPage({ focus: FREJA_ID });
    expect(screen.getAllByTestId('account-wallet').map((element) => element.getAttribute('data-wallet-id'))).toEqual([FREJA_ID, EMMA_ID]);
  });
});

describe('the account page, read-only', () => {
  it('with Deny-AccountInformationChange shows everything disabled, with a note, and no way to change it', async () => {
    api({ 'GET /api/Account/Information': account({ MayChange: false, ChangeRefusal: 'denied' }) });
    await renderPage({ roles: ['ChangeAccountInformation', 'Deny-AccountInformationChange'] });
    expect(screen.getByTestId('account-read-only')).toHaveTextContent('Dine kontooplysninger er låst og kan ikke ændres her.');
    expect(section('account-you').getByRole('textbox', { name: /Navn/ })).toBeDisabled();
    expect(section('account-you').getByRole('combobox', { name: 'Landekode' })).toBeDisabled();
    expect(walletSection('Emma Jensen').getByRole('combobox', { name: 'Klasse' })).toBeDisabled();
    expect(walletSection('Emma Jensen').getByRole('textbox', { name: /^E-mail/ })).toBeDisabled();
    // Reading is still allowed: the data export is the only button.
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Hent dine data']);
    expect(screen.queryByTestId('account-password')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Betalingskort til/ })).not.toBeInTheDocument();
    expect(screen.getByTestId('account-email-current')).toHaveTextContent('parent@demo.dk');
  });

  it('without ChangeAccountInformation says so', async () => {
    api({ 'GET /api/Account/Information': account({ MayChange: false, ChangeRefusal: 'missingRole' }) });
    await renderPage({ roles: ['DepositWithdraw'] });
    expect(screen.getByTestId('account-read-only')).toHaveTextContent('Du har ikke adgang til at ændre kontooplysninger.');
    // Reading is still allowed: the data export is the only button.
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Hent dine data']);
  });
});

describe('the account page in English', () => {
  it('names everything in English', async () => {
    await renderPage({ culture: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Account information' })).toBeInTheDocument();
    expect(section('account-you').getByRole('combobox', { name: 'Country code' })).toHaveValue('45');
    expect(within(section('account-you').getByRole('combobox', { name: 'Country code' })).getAllByRole('option')[0]).toHaveTextContent('+45 Denmark');
    expect(walletSection('Emma Jensen').getByRole('combobox', { name: 'Grade' })).toHaveValue('5');
    expect(screen.getByRole('button', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save information about Emma Jensen' })).toBeInTheDocument();
  });
});
