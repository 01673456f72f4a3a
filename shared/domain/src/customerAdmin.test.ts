import { MESSAGE_RETENTION_DAYS, SETTING_DEFINITIONS, messageRetentionDays, shownPageSetting, storedPageSettings, validateCustomer, type CustomerDraft } from './customerAdmin';

const school: CustomerDraft = {
  Name: 'Kildevang Skole',
  Type: 'school',
  PageKey: 'kkpay',
  ParentID: null,
  parentType: null,
  CompanyRegistrationNumber: '31457822',
  PlatformFeeBp: 0,
  Settings: ['Webshop', 'FoodPlan'],
  PageSettings: [{ Key: 'OnboardingAllowAccess', Value: 'true' }],
};

describe('a customer the help desk saves', () => {
  it('is valid with a name, a known type and page key, known settings', () => {
    expect(validateCustomer(school)).toEqual({});
  });

  it('names every wrong field', () => {
    expect(
      validateCustomer({
        ...school,
        Name: ' ',
        Type: 'shop',
        PageKey: 'nosuchbrand',
        CompanyRegistrationNumber: '1234',
        PlatformFeeBp: 1001,
        Settings: ['Webshop', 'Webshop'],
        PageSettings: [{ Key: 'Nope', Value: 'true' }],
      }),
    ).toEqual({
      Name: 'customers.errors.nameRequired',
      Type: 'customers.errors.type',
      PageKey: 'customers.errors.pageKey',
      CompanyRegistrationNumber: 'customers.errors.cvr',
      PlatformFeeBp: 'customers.errors.platformFee',
      Settings: 'customers.errors.unknownSetting',
      PageSettings: 'customers.errors.pageSetting',
    });
  });

  it('has a unique name, ignoring case and spaces around', () => {
    expect(validateCustomer({ ...school, Name: ' kildevang skole ' }, ['Kildevang Skole'])).toEqual({ Name: 'customers.errors.nameTaken' });
  });

  it('has a municipality above it, and a municipality has none', () => {
    expect(validateCustomer({ ...school, ParentID: 'p', parentType: 'municipality' })).toEqual({});
    expect(validateCustomer({ ...school, ParentID: 'p', parentType: 'school' })).toEqual({ ParentID: 'customers.errors.parentNotMunicipality' });
    expect(validateCustomer({ ...school, Type: 'municipality', ParentID: 'p', parentType: 'municipality' })).toEqual({ ParentID: 'customers.errors.municipalityHasNoParent' });
  });

  it('takes a page setting only as its kind allows: a boolean true or false, an institution number of letters and digits', () => {
    expect(validateCustomer({ ...school, PageSettings: [{ Key: 'ExplicitAccessibility', Value: 'yes' }] })).toEqual({ PageSettings: 'customers.errors.pageSetting' });
    expect(validateCustomer({ ...school, PageSettings: [{ Key: 'InstitutionNumber', Value: '280-017' }] })).toEqual({});
    expect(validateCustomer({ ...school, PageSettings: [{ Key: 'InstitutionNumber', Value: '<script>' }] })).toEqual({ PageSettings: 'customers.errors.pageSetting' });
    // A customer setting is not a page setting, nor the other way round.
    expect(validateCustomer({ ...school, Settings: ['ExplicitAccessibility'] })).toEqual({ Settings: 'customers.errors.unknownSetting' });
    expect(validateCustomer({ ...school, PageSettings: [{ Key: 'Webshop', Value: 'true' }] })).toEqual({ PageSettings: 'customers.errors.pageSetting' });
  });

  it('allows a platform fee of 0 to 10 % in whole basis points', () => {
    expect(validateCustomer({ ...school, PlatformFeeBp: 1000 })).toEqual({});
    expect(validateCustomer({ ...school, PlatformFeeBp: 2.5 })).toEqual({ PlatformFeeBp: 'customers.errors.platformFee' });
    expect(validateCustomer({ ...school, PlatformFeeBp: -1 })).toEqual({ PlatformFeeBp: 'customers.errors.platformFee' });
  });
});

describe('the page settings stored for what the editor shows', () => {
  it('leaves out a boolean at its default and an empty text', () => {
    expect(storedPageSettings({ ExplicitAccessibility: 'false', FooterLegal: 'true', FooterAbout: 'false', OnboardingFull: 'true', InstitutionNumber: ' ' })).toEqual([
      { Key: 'OnboardingFull', Value: 'true' },
      { Key: 'FooterAbout', Value: 'false' },
    ]);
  });

  it('shows the stored value, else the default (the footer is shown unless stored false)', () => {
    const stored = [{ Key: 'FooterAbout', Value: 'false' }, { Key: 'ExplicitAccessibility', Value: 'True' }];
    expect(shownPageSetting(stored, 'FooterAbout')).toBe('false');
    expect(shownPageSetting(stored, 'FooterLegal')).toBe('true');
    expect(shownPageSetting(stored, 'ExplicitAccessibility')).toBe('true');
    expect(shownPageSetting(stored, 'NoMonthlySavings')).toBe('false');
    expect(shownPageSetting(stored, 'InstitutionNumber')).toBe('');
  });

  it('knows each key once', () => {
    const keys = SETTING_DEFINITIONS.map((definition) => definition.Key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('MessageRetentionDays', () => {
  it('is a page setting of 30 to 3650 whole days, 365 by default', () => {
    expect(SETTING_DEFINITIONS.find((definition) => definition.Key === 'MessageRetentionDays')).toMatchObject({ Store: 'page', Kind: 'text', Group: 'privacy', Default: '365' });
    expect(shownPageSetting([], 'MessageRetentionDays')).toBe('365');
    for (const Value of ['30', '365', '3650']) expect(validateCustomer({ ...school, PageSettings: [{ Key: 'MessageRetentionDays', Value }] })).toEqual({});
    for (const Value of ['29', '3651', '12.5', 'abc', '', '-40']) {
      expect(validateCustomer({ ...school, PageSettings: [{ Key: 'MessageRetentionDays', Value }] })).toEqual({ PageSettings: 'customers.errors.pageSetting' });
    }
  });

  it('reads a stored value, falling back to the default for none or one out of range', () => {
    expect(messageRetentionDays('90')).toBe(90);
    expect(messageRetentionDays(' 3650 ')).toBe(3650);
    expect(messageRetentionDays(undefined)).toBe(MESSAGE_RETENTION_DAYS.default);
    expect(messageRetentionDays('10')).toBe(365);
    expect(messageRetentionDays('lots')).toBe(365);
  });
});
