import { AUTHORIZATION_DENIED_MESSAGE, ERROR_CATALOGUE, describeServerError, errorPresentation } from './errorCatalogue';

// One row per row of spec section 8's table of server messages.
const SECTION_8: readonly [message: string, key: string, statusCode: number | null, da: RegExp][] = [
  ['connect fail', 'noConnection', null, /ingen forbindelse/],
  ['timeout of 30000ms exceeded', 'noConnection', null, /ingen forbindelse/],
  ['unable to connect', 'noConnection', null, /ingen forbindelse/],
  ['net::ERR_NAME_NOT_RESOLVED', 'noConnection', null, /ingen forbindelse/],
  ['connection closed', 'noConnection', null, /ingen forbindelse/],
  ['', 'connectionError', null, /forbindelsesfejl/],
  ['No swipe', 'noSwipe', null, /ikke swipet/],
  ['NoFund', 'noFund', 5, /ikke penge nok/],
  ['DailyBalance', 'dailyBalance', 6, /disponible beløb/],
  ['WalletBlocked', 'walletBlocked', 12, /spærret/],
  ['Blocked', 'walletBlocked', 12, /spærret/],
  ['PurchaseLimitReached', 'purchaseLimitReached', 13, /Kortet er spærret/],
  ['DayRestriction', 'dayRestriction', 14, /ikke tilladt i dag/],
  ['NoCreditCard', 'noCreditCard', 4, /betalingskort/],
  ['NoMobilePayAgreement', 'noMobilePayAgreement', null, /aftale med MobilePay/],
  ['MobilePayAgreementLimit', 'mobilePayAgreementLimit', null, /aftalen med MobilePay tillader/],
  ['FoodGroupRestriction', 'foodGroupRestriction', null, /Varegruppen/],
  ['CustomerRestriction', 'customerRestriction', null, /ikke tilladt hos/],
  ['CustomerTypeRestriction', 'customerTypeRestriction', null, /type kunde/],
  ['Price has been manipulated', 'priceManipulated', null, /Prisen er blevet ændret/],
  ['credit card error', 'creditCardError', null, /Betalingskortet blev afvist/],
  ['terminal timed out', 'terminalTimedOut', null, /Terminalen/],
  ['Cant find wallet or card', 'wrongCard', null, /Forkert kort/],
  ['Request is invalid', 'requestInvalid', null, /ugyldig/],
  [AUTHORIZATION_DENIED_MESSAGE, 'missingPermission', null, /tilladelse/],
  ['CustomerDenied', 'customerDenied', 10, /afvist af kunden/],
  ['Denied', 'denied', 20, /afvist/],
  ['Cancelled', 'cancelled', 30, /annulleret/],
  ['payment exceeded', 'paymentExceeded', null, /overstiger/],
  ['ineligible products', 'ineligibleProducts', null, /ikke må købes/],
  ['product out of stock', 'productOutOfStock', null, /udsolgt/],
  ['DoubleAmountTransaction', 'doubleAmountTransaction', null, /5 minutter/],
  // Section 8, handling: the duplicate invitation's alert.
  ['User already exists', 'userAlreadyExists', null, /findes allerede/],
];

describe('describeServerError', () => {
  it.each(SECTION_8)('maps %j to %s (status %s) with Danish and English text', (message, key, statusCode, da) => {
    const described = describeServerError({ StatusCode: 400, message, reason: 'why' });
    expect(described.key).toBe(key);
    expect(described.text.da).toMatch(da);
    expect(described.text.en).not.toBe('');
    expect(described.text.en).not.toBe(described.text.da);
    if (statusCode !== null) expect(described.statusCode).toBe(statusCode);
    expect(described.serverReason).toBe('why');
  });

  it('matches case-insensitively and ignores surrounding blanks', () => {
    expect(describeServerError({ message: '  nofund ' }).key).toBe('noFund');
    expect(describeServerError({ message: 'REQUEST IS INVALID' }).key).toBe('requestInvalid');
  });

  it('gives NoFund status 5 only without a credit-card child transaction', () => {
    expect(describeServerError({ StatusCode: 400, message: 'NoFund' }).statusCode).toBe(5);
    expect(describeServerError({ StatusCode: 400, message: 'NoFund' }, { hasCreditCardChild: true }).statusCode).toBe(400);
  });

  it('keeps the server status of entries without a code of their own', () => {
    expect(describeServerError({ StatusCode: 409, message: 'product out of stock' }).statusCode).toBe(409);
  });

  it('shows an unknown message as the server wrote it, and a generic text when there is none', () => {
    const unknown = describeServerError({ StatusCode: 500, message: 'Kassen er lukket' });
    expect(unknown).toMatchObject({ key: 'unknown', reason: 'unknown', statusCode: 500, text: { da: 'Kassen er lukket', en: 'Kassen er lukket' } });
    expect(describeServerError({}).key).toBe('connectionError');
  });

  it('has every catalogue entry reachable by its own messages, with both languages', () => {
    for (const entry of ERROR_CATALOGUE) {
      for (const message of entry.messages) expect(describeServerError({ message }).key).toBe(entry.key);
      expect(entry.text.da.trim()).not.toBe('');
      expect(entry.text.en.trim()).not.toBe('');
    }
    const keys = ERROR_CATALOGUE.map((e) => e.key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('errorPresentation', () => {
  const base = { silent: false, statusCode: 400, httpStatus: 400 };

  it('shows nothing for silent calls, status -1, or an ended session', () => {
    expect(errorPresentation({ ...base, silent: true })).toBe('none');
    expect(errorPresentation({ ...base, statusCode: -1 })).toBe('none');
    expect(errorPresentation({ ...base, httpStatus: 401 })).toBe('none');
    expect(errorPresentation({ ...base, httpStatus: 302 })).toBe('none');
  });

  it('shows the error dialog with an institution number or in test, else a notice', () => {
    expect(errorPresentation(base)).toBe('notice');
    expect(errorPresentation({ ...base, institutionNumber: '101' })).toBe('dialog');
    expect(errorPresentation({ ...base, testMode: true })).toBe('dialog');
    expect(errorPresentation({ ...base, institutionNumber: '' })).toBe('notice');
  });
});
