import { UpdateAccountPassword } from '@kk/contracts';
import { isEmailAddress } from './access';
import {
  accountChangeRefusal,
  isRegistrationFieldRequired,
  mayChangeAccountInformation,
  missingRegistrationFields,
  NEW_PASSWORD_MIN_LENGTH,
  walletRegistrationFields,
} from './accountInformation';

describe('changing account information', () => {
  it('needs the role ChangeAccountInformation', () => {
    expect(mayChangeAccountInformation(['ChangeAccountInformation'])).toBe(true);
    expect(mayChangeAccountInformation(['DepositWithdraw'])).toBe(false);
    expect(accountChangeRefusal([])).toBe('missingRole');
  });

  it('is disabled by Deny-AccountInformationChange, whatever else the user holds', () => {
    expect(accountChangeRefusal(['ChangeAccountInformation', 'Deny-AccountInformationChange'])).toBe('denied');
    expect(accountChangeRefusal(['Deny-AccountInformationChange'])).toBe('denied');
    expect(mayChangeAccountInformation(['Deny-AccountInformationChange', 'ChangeAccountInformation'])).toBe(false);
  });

  it('asks for new passwords of the length the request contract takes', () => {
    const body = (NewPassword: string) => UpdateAccountPassword.safeParse({ CurrentPassword: 'x', NewPassword }).success;
    expect(body('a'.repeat(NEW_PASSWORD_MIN_LENGTH))).toBe(true);
    expect(body('a'.repeat(NEW_PASSWORD_MIN_LENGTH - 1))).toBe(false);
  });
});

describe('wallet registration fields by page variant', () => {
  const required = (pageKey: string) => walletRegistrationFields(pageKey).filter((rule) => rule.Required).map((rule) => rule.Field);

  it('requires e-mail, mobile and credit card, but no school card or picture, off kkpay', () => {
    for (const pageKey of ['skolepenge', 'mywallet', 'bitten', 'randerspleje']) {
      expect(required(pageKey)).toEqual(['Email', 'MobileNumber', 'CreditCard']);
    }
  });

  it('requires school card and picture on kkpay, where the e-mail is optional', () => {
    expect(required('kkpay')).toEqual(['MobileNumber', 'CreditCard', 'SchoolCard', 'Picture']);
    expect(walletRegistrationFields('kkpay')[0]).toEqual({ Field: 'Email', Required: false });
    expect(isRegistrationFieldRequired('kkpay', 'Email')).toBe(false);
    expect(isRegistrationFieldRequired('skolepenge', 'Email')).toBe(true);
    expect(isRegistrationFieldRequired('skolepenge', 'SchoolCard')).toBe(false);
  });

  it('names the required fields a wallet lacks', () => {
    const facts = { Email: null, MobileNumber: '4520123401', hasCreditCard: false, hasSchoolCard: false, hasPicture: true };
    expect(missingRegistrationFields('skolepenge', facts)).toEqual(['Email', 'CreditCard']);
    expect(missingRegistrationFields('kkpay', facts)).toEqual(['CreditCard', 'SchoolCard']);
    expect(missingRegistrationFields('kkpay', { ...facts, Email: ' ', MobileNumber: '', hasCreditCard: true, hasSchoolCard: true })).toEqual(['MobileNumber']);
  });
});

describe('isEmailAddress', () => {
  it.each([
    ['mette@demo.dk', true],
    [' mette.jensen+skole@mail.example.com ', true],
    ['mette@demo', false],
    ['mette demo@demo.dk', false],
    ['@demo.dk', false],
    ['mette@', false],
    ['mette@@demo.dk', false],
    [`${'a'.repeat(250)}@d.dk`, false],
  ])('%s: %p', (text, ok) => {
    expect(isEmailAddress(text)).toBe(ok);
  });
});
