import { ALL_PAGE_KEYS } from '@kk/domain';
import { BRAND_DOCUMENT_KINDS, dataPolicyTemplate, documentFileName, termsTemplate, userGuideKind } from './documents.cjs';
import { allBrands, getBrand } from './index';

describe('the policy rules of spec section 2', () => {
  it('gives godset and mfkkortet their own data policy, every other page key the default', () => {
    expect(dataPolicyTemplate('godset')).toBe('godset');
    expect(dataPolicyTemplate('mfkkortet')).toBe('mfkkortet');
    const others = ALL_PAGE_KEYS.filter((key) => key !== 'godset' && key !== 'mfkkortet');
    expect(others).toHaveLength(63);
    for (const key of others) expect(dataPolicyTemplate(key)).toBe('default');
  });

  it('has a MitID variant of each data policy', () => {
    expect(documentFileName('godset', 'dataPolicyMitId')).toBe('data-policy-godset-mitid.pdf');
    expect(documentFileName('mfkkortet', 'dataPolicyMitId')).toBe('data-policy-mfkkortet-mitid.pdf');
    expect(documentFileName('kkpay', 'dataPolicyMitId')).toBe('data-policy-default-mitid.pdf');
  });

  it('makes terms specific for skejser, kkpay and godset, default otherwise', () => {
    expect(termsTemplate('skejser')).toBe('skejser');
    expect(termsTemplate('kkpay')).toBe('kkpay');
    expect(termsTemplate('godset')).toBe('godset');
    const others = ALL_PAGE_KEYS.filter((key) => !['skejser', 'kkpay', 'godset'].includes(key));
    for (const key of others) expect(termsTemplate(key)).toBe('default');
  });

  it('has a Danish user guide and one for every other language', () => {
    expect(userGuideKind('da')).toBe('userGuideDa');
    expect(userGuideKind('en')).toBe('userGuideOther');
    expect(userGuideKind('de')).toBe('userGuideOther');
  });

  it('refuses an unknown kind', () => {
    expect(() => documentFileName('kkpay', 'menu' as never)).toThrow('Unknown brand document kind');
  });
});

describe('brand documents in the registry', () => {
  it('puts each document in the brand folder named by its sub-domain', () => {
    expect(getBrand('kkpay').documents.terms).toBe('/brands/kkpay/terms-kkpay.pdf');
    expect(getBrand('{product}').documents.cookiePolicy).toBe('/brands/product/cookie-policy.pdf');
    expect(getBrand('randerspleje').documents.userGuideDa).toBe('/brands/randerspleje/user-guide-da.pdf');
    expect(getBrand('godset').documents.dataPolicy).toBe('/brands/godset/data-policy-godset.pdf');
  });

  it('gives an unknown page key the school-fee look', () => {
    expect(getBrand('nowhere').documents).toEqual(getBrand('skolepenge').documents);
    expect(getBrand(null).documents.terms).toBe('/brands/skolepenge/terms-default.pdf');
  });

  it('names every kind for all 65 brands, PDFs only, distinct within a brand', () => {
    expect(allBrands()).toHaveLength(65);
    for (const brand of allBrands()) {
      const urls = Object.values(brand.documents);
      expect(Object.keys(brand.documents)).toEqual([...BRAND_DOCUMENT_KINDS]);
      expect(new Set(urls).size).toBe(urls.length);
      for (const url of urls) expect(url.startsWith(`/brands/${brand.subdomain}/`) && url.endsWith('.pdf')).toBe(true);
    }
  });
});
