import {
  CATALOGUE_ERRORS as E,
  allergenIdsError,
  descriptionError,
  descriptorErrors,
  fillDescriptors,
  nameError,
  periodErrors,
  priceError,
  priceToOre,
  vatBasisPointsToPercent,
  vatPercentToBasisPoints,
  vatRateError,
} from './fields';

describe('catalogue field rules', () => {
  it('names are 1 to 100 characters after trimming', () => {
    expect(nameError('Kakaomælk')).toBeNull();
    expect(nameError('')).toBe(E.nameRequired);
    expect(nameError('   ')).toBe(E.nameRequired);
    expect(nameError(null)).toBe(E.nameRequired);
    expect(nameError('x'.repeat(100))).toBeNull();
    expect(nameError('x'.repeat(101))).toBe(E.nameTooLong);
  });

  it('descriptions are optional and at most 2000 characters', () => {
    expect(descriptionError(null)).toBeNull();
    expect(descriptionError('')).toBeNull();
    expect(descriptionError('x'.repeat(2000))).toBeNull();
    expect(descriptionError('x'.repeat(2001))).toBe(E.descriptionTooLong);
  });

  it('fills the missing default languages with empty descriptors, da, en, de in order', () => {
    expect(fillDescriptors([])).toEqual([
      { Language: 'da', Name: '', Description: '' },
      { Language: 'en', Name: '', Description: '' },
      { Language: 'de', Name: '', Description: '' },
    ]);
    expect(fillDescriptors([{ Language: 'de', Name: 'Kakao', Description: null }, { Language: 'fr', Name: 'Cacao' }])).toEqual([
      { Language: 'da', Name: '', Description: '' },
      { Language: 'en', Name: '', Description: '' },
      { Language: 'de', Name: 'Kakao', Description: '' },
    ]);
    expect(fillDescriptors()).toHaveLength(3);
  });

  it('refuses unknown or repeated languages and overlong descriptor texts', () => {
    expect(descriptorErrors(fillDescriptors([]))).toEqual({});
    expect(descriptorErrors([{ Language: 'fr', Name: 'Cacao' }])).toEqual({ Descriptors: E.languageUnknown });
    expect(descriptorErrors([{ Language: 'da' }, { Language: 'da' }])).toEqual({ Descriptors: E.languageTwice });
    expect(descriptorErrors([{ Language: 'en', Name: 'x'.repeat(101), Description: 'y'.repeat(2001) }])).toEqual({
      'Descriptors.en.Name': E.nameTooLong,
      'Descriptors.en.Description': E.descriptionTooLong,
    });
    expect(descriptorErrors([{ Language: 'en', Name: 'x'.repeat(100), Description: 'y'.repeat(2000) }])).toEqual({});
  });

  it('prices are kroner from 0 to 100 000 with at most two decimals', () => {
    expect(priceError(0)).toBeNull();
    expect(priceError(12.5)).toBeNull();
    expect(priceError('12,50')).toBeNull();
    expect(priceError('12.05')).toBeNull();
    expect(priceError(100_000)).toBeNull();
    expect(priceError(100_000.01)).toBe(E.priceTooHigh);
    expect(priceError(-1)).toBe(E.priceNegative);
    expect(priceError('-0')).toBe(E.priceNegative);
    expect(priceError(1.005)).toBe(E.priceDecimals);
    expect(priceError('1,999')).toBe(E.priceDecimals);
    expect(priceError('')).toBe(E.priceRequired);
    expect(priceError(null)).toBe(E.priceRequired);
    expect(priceError('tolv')).toBe(E.priceInvalid);
    expect(priceError(Number.NaN)).toBe(E.priceInvalid);
    expect(priceError(Number.POSITIVE_INFINITY)).toBe(E.priceInvalid);
    expect(priceError(1e-7)).toBe(E.priceInvalid);
  });

  it('converts a valid price to integer øre and refuses an invalid one', () => {
    expect(priceToOre(12.5)).toBe(1250);
    expect(priceToOre('0,05')).toBe(5);
    expect(priceToOre(100_000)).toBe(10_000_000);
    expect(() => priceToOre(-1)).toThrow(RangeError);
    expect(() => priceToOre('1.234')).toThrow(RangeError);
  });

  it('VAT is 25 or 0 per cent, stored in basis points', () => {
    expect(vatRateError(25)).toBeNull();
    expect(vatRateError(0)).toBeNull();
    expect(vatRateError(12)).toBe(E.vatInvalid);
    expect(vatRateError('25')).toBe(E.vatInvalid);
    expect(vatRateError(null)).toBe(E.vatInvalid);
    expect(vatPercentToBasisPoints(25)).toBe(2500);
    expect(vatPercentToBasisPoints(0)).toBe(0);
    expect(vatBasisPointsToPercent(2500)).toBe(25);
    expect(vatBasisPointsToPercent(0)).toBe(0);
  });

  it('a sale period has optional ends and starts before it ends', () => {
    expect(periodErrors(null, null)).toEqual({});
    expect(periodErrors('2026-12-01', null)).toEqual({});
    expect(periodErrors('', '2026-12-01')).toEqual({});
    expect(periodErrors('2026-12-01', '2026-12-02')).toEqual({});
    expect(periodErrors('2026-12-01T08:00:00.000Z', '2026-12-01T09:00:00.000Z')).toEqual({});
    expect(periodErrors('2026-12-02', '2026-12-01')).toEqual({ OrderableUntil: E.periodOrder });
    expect(periodErrors('2026-12-01', '2026-12-01')).toEqual({ OrderableUntil: E.periodOrder });
    expect(periodErrors('i morgen', '2026-13-45')).toEqual({ OrderableFrom: E.dateInvalid, OrderableUntil: E.dateInvalid });
    expect(periodErrors('2026-12-02', '2026-12-01', { from: 'From', until: 'Until' })).toEqual({ Until: E.periodOrder });
  });

  it('allergen ids are 1 to 15, each once', () => {
    expect(allergenIdsError([])).toBeNull();
    expect(allergenIdsError([1, 15])).toBeNull();
    expect(allergenIdsError([0])).toBe(E.allergenInvalid);
    expect(allergenIdsError([16])).toBe(E.allergenInvalid);
    expect(allergenIdsError([2.5])).toBe(E.allergenInvalid);
    expect(allergenIdsError(['2'])).toBe(E.allergenInvalid);
    expect(allergenIdsError([2, 2])).toBe(E.allergenInvalid);
  });
});
