import brandTable from './brand-table.json';
import { contrastRatio, shiftHue } from './color.cjs';
import { assetUrls, deriveBrands } from './derive.cjs';

/**
 * A copy of the real table with values replaced at dotted paths (`undefined` deletes), so each
 * test changes exactly one thing about a table known to be good.
 */
function tableWith(changes: Record<string, unknown>): unknown {
  const table: unknown = structuredClone(brandTable);
  for (const [path, value] of Object.entries(changes)) {
    const keys = path.split('.');
    const field = keys.pop() as string;
    const parent = keys.reduce((node, key) => (node as Record<string, unknown>)[key], table) as Record<string, unknown>;
    if (value === undefined) delete parent[field];
    else parent[field] = value;
  }
  return table;
}

describe('deriveBrands', () => {
  it('derives every municipality × suffix after the base keys, in table order', () => {
    const keys = deriveBrands(brandTable).map((brand) => brand.pageKey);
    const baseKeys = Object.keys(brandTable.pageKeys);
    expect(keys.slice(0, baseKeys.length)).toEqual(baseKeys);
    expect(keys.slice(baseKeys.length, baseKeys.length + 5)).toEqual([
      'bronderslevskole', 'bronderslevpleje', 'bronderslevpos', 'bronderslevklub', 'bronderslevpersonale',
    ]);
  });

  it('gives a variant with no hue shift its municipality colours exactly', () => {
    const table = tableWith({ 'variants.suffixes.skole.hueShift': 0 });
    const skole = deriveBrands(table).find((brand) => brand.pageKey === 'randersskole');
    expect(skole?.colors).toEqual({ ...brandTable.municipalities.randers.colors, text: brandTable.defaults.bodyText });
  });

  it('pulls a hue-shifted primary back to AA instead of trusting the shift', () => {
    // Turning a dark blue by 180° gives a light orange-yellow: far below AA with white text.
    const table = tableWith({ 'municipalities.thisted.colors.primary': '#0050c8', 'variants.suffixes.klub.hueShift': 180 });
    const klub = deriveBrands(table).find((brand) => brand.pageKey === 'thistedklub');
    expect(contrastRatio(shiftHue('#0050c8', 180), '#ffffff')).toBeLessThan(4.5);
    expect(contrastRatio(klub!.colors.primary, klub!.colors.primaryContrast)).toBeGreaterThanOrEqual(4.5);
  });

  it('takes defaults for opening hours unless a row sets its own', () => {
    const brands = deriveBrands(brandTable);
    const mywallet = brands.find((brand) => brand.pageKey === 'mywallet');
    const kkpay = brands.find((brand) => brand.pageKey === 'kkpay');
    expect(mywallet?.footer.openingHours).toEqual(brandTable.defaults.openingHours);
    expect(kkpay?.footer.openingHours.da).toMatch(/^Mandag–torsdag/);
  });

  it.each([
    ['a colour that is not #rrggbb', { 'pageKeys.bitten.colors.accent': 'gold' }, 'pageKeys.bitten.colors.accent'],
    ['an unknown banner style', { 'pageKeys.bitten.bannerStyle': 'zigzag' }, 'pageKeys.bitten.bannerStyle'],
    ['a misspelt field', { 'pageKeys.bitten.footer.openinghours': brandTable.defaults.openingHours }, 'unknown field "openinghours"'],
    ['a CVR that is not 8 digits', { 'pageKeys.bitten.footer.cvr': '1234567' }, 'pageKeys.bitten.footer.cvr'],
    ['a missing English text', { 'pageKeys.bitten.payWith.en': undefined }, 'pageKeys.bitten.payWith: missing "en"'],
    ['a variant municipality without a row', { 'municipalities.gribskov': undefined }, '"gribskov" has no row'],
    ['a municipality row that shadows a page key', { 'municipalities.dragor': brandTable.pageKeys.dragor }, 'municipalities.dragor'],
    ['two page keys on one sub-domain', { 'pageKeys.bitten.subdomain': 'product' }, 'sub-domain "product" used twice'],
  ])('rejects %s, naming where', (_problem, changes, message) => {
    expect(() => deriveBrands(tableWith(changes))).toThrow(message);
  });
});

describe('assetUrls', () => {
  it('points into /brands/<subdomain>/', () => {
    expect(assetUrls('kkpay')).toEqual({
      logo: '/brands/kkpay/logo.svg',
      background: '/brands/kkpay/background.svg',
      favicon: '/brands/kkpay/favicon.svg',
    });
  });
});
