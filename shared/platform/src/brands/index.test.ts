import { ALL_PAGE_KEYS, VARIANT_MUNICIPALITIES, VARIANT_SUFFIXES, subDomainForPageKey } from '@kk/domain';
import brandTable from './brand-table.json';
import { LOGO_WIDTH, WCAG_AA_TEXT, allBrands, brandAssetUrls, contrastRatio, getBrand } from './index';

describe('allBrands', () => {
  it('has exactly one brand per page key of spec section 2', () => {
    const keys = allBrands().map((brand) => brand.pageKey);
    expect(keys).toHaveLength(65);
    expect(keys).toEqual([...ALL_PAGE_KEYS]);
  });

  it('gives every brand its own sub-domain, the one the host name routing uses', () => {
    for (const brand of allBrands()) expect(brand.subdomain).toBe(subDomainForPageKey(brand.pageKey));
    expect(new Set(allBrands().map((brand) => brand.subdomain)).size).toBe(65);
  });

  it.each(allBrands().map((brand) => [brand.pageKey, brand] as const))(
    '%s meets WCAG AA for text on primary and body text on the tint',
    (_key, { colors }) => {
      expect(contrastRatio(colors.primary, colors.primaryContrast)).toBeGreaterThanOrEqual(WCAG_AA_TEXT);
      expect(contrastRatio(colors.text, colors.background)).toBeGreaterThanOrEqual(WCAG_AA_TEXT);
    },
  );

  it('has complete Danish and English texts and footer data for every brand', () => {
    for (const { payWith, footer, name } of allBrands()) {
      expect(payWith.da).toMatch(/^Betal med \S/);
      expect(payWith.en).toMatch(/^Pay with \S/);
      expect(footer.cvr).toMatch(/^\d{8}$/);
      expect(footer.email).toMatch(/^[^@\s]+@[^@\s]+\.example$/);
      expect(footer.openingHours.da).not.toBe('');
      expect(footer.openingHours.en).not.toBe('');
      expect(name).not.toBe('');
    }
  });

  it('returns frozen brands, shared by every caller', () => {
    const brand = getBrand('kkpay');
    expect(Object.isFrozen(brand)).toBe(true);
    expect(Object.isFrozen(brand.colors)).toBe(true);
    expect(() => { (brand.colors as { primary: string }).primary = '#000000'; }).toThrow(TypeError);
  });
});

describe('getBrand', () => {
  it.each([null, '', 'unknown', 'KKPAY', 'bronderslev', 'product'])('falls back to skolepenge for %p', (key) => {
    expect(getBrand(key).pageKey).toBe('skolepenge');
  });

  it('spells Danish names properly', () => {
    expect(getBrand('helsingor').name).toBe('Helsingør Kommune');
    expect(getBrand('fureso').name).toBe('Furesø Kommune');
    expect(getBrand('ishoj').name).toBe('Ishøj Kommune');
    expect(getBrand('dragor').name).toBe('Dragør Kommune');
    expect(getBrand('naestvedpos').name).toBe('Næstved Kommune – POS');
    expect(getBrand('meeting').name).toBe('Mødeforplejning');
  });

  it('gives the generic product brand for {product}', () => {
    const product = getBrand('{product}');
    expect(product.name).toBe('Kontantfri Betaling');
    expect(product.subdomain).toBe('product');
  });

  it('has the school-fee look as the default', () => {
    expect(getBrand(null).payWith).toEqual({ da: 'Betal med Skolepenge', en: 'Pay with Skolepenge' });
  });
});

describe('variants', () => {
  const labels = { skole: 'Skole', pleje: 'Pleje', pos: 'POS', klub: 'Klub', personale: 'Personale' };
  type MunicipalityRow = {
    name: string;
    logoText: string;
    payWith: { da: string; en: string };
    footer: { cvr: string; phone: string; email: string };
  };
  // dragor is both a base key and a variant municipality, so its row lives under pageKeys.
  const municipalityRows: Record<string, MunicipalityRow> = { ...brandTable.pageKeys, ...brandTable.municipalities };

  it.each(brandTable.variants.municipalities)('%s variants carry the municipality data and a suffix label', (municipality) => {
    const row = municipalityRows[municipality] as MunicipalityRow;
    for (const suffix of VARIANT_SUFFIXES) {
      const variant = getBrand(`${municipality}${suffix}`);
      expect(variant.variant).toEqual({ municipality, suffix, label: labels[suffix] });
      expect(variant.name).toBe(`${row.name} – ${labels[suffix]}`);
      expect(variant.logoText).toBe(row.logoText);
      expect(variant.payWith).toEqual(row.payWith);
      expect(variant.footer).toMatchObject(row.footer);
    }
  });

  it('tells the suffixes of one municipality apart by colour', () => {
    const primaries = VARIANT_SUFFIXES.map((suffix) => getBrand(`randers${suffix}`).colors.primary);
    expect(new Set(primaries).size).toBe(VARIANT_SUFFIXES.length);
  });

  it('covers the municipalities of spec section 2', () => {
    expect(brandTable.variants.municipalities).toEqual([...VARIANT_MUNICIPALITIES]);
  });

  it('is not a variant for base keys', () => {
    expect(getBrand('dragor').variant).toBeNull();
    expect(getBrand('mywallet').variant).toBeNull();
  });
});

describe('assets', () => {
  it('has the spec logo width', () => {
    expect(LOGO_WIDTH).toBe(250);
  });

  it('serves each brand from /brands/<subdomain>/', () => {
    expect(getBrand('kkpay').assets).toEqual({
      logo: '/brands/kkpay/logo.svg',
      background: '/brands/kkpay/background.svg',
      favicon: '/brands/kkpay/favicon.svg',
    });
    expect(getBrand('{product}').assets.logo).toBe('/brands/product/logo.svg');
    expect(brandAssetUrls('dragorklub').favicon).toBe('/brands/dragorklub/favicon.svg');
    expect(getBrand(null).assets.background).toBe('/brands/skolepenge/background.svg');
  });
});
