'use strict';
// Turns brand-table.json into one brand per page key. Both the registry (index.ts) and
// shell/scripts/generate-brand-assets.mjs call this, so the served assets and the brands the
// app uses cannot drift apart. CommonJS for the reason given in color.cjs.

const { WCAG_AA_TEXT, shiftHue, ensureContrast } = require('./color.cjs');
const { BANNER_STYLES, fail, readBrandTable } = require('./read-table.cjs');
const { ASSET_FILES, assetUrls } = require('./asset-urls.cjs');

/** @typedef {import('./read-table.cjs').Row} Row */
/** @typedef {import('./read-table.cjs').SuffixRule} SuffixRule */
/** @typedef {import('./brand-types').DerivedBrand} DerivedBrand */

/** Spec section 9. @type {250} */
const LOGO_WIDTH = 250;


/** @param {string} pageKey @param {Row} row @returns {DerivedBrand} */
function baseBrand(pageKey, row) {
  return {
    pageKey,
    subdomain: row.subdomain ?? pageKey,
    name: row.name,
    logoText: row.logoText,
    colors: { ...row.colors },
    payWith: { ...row.payWith },
    bannerStyle: row.bannerStyle,
    footer: { ...row.footer, openingHours: { ...row.footer.openingHours } },
    variant: null,
  };
}

/**
 * A suffixed variant keeps its municipality's identity and contact data; the suffix renames it,
 * turns its hues and may pick another banner. Turning a hue changes luminance, so the shifted
 * colours are pulled back to AA contrast here rather than trusted.
 * @param {string} municipality @param {Row} row @param {string} suffix @param {SuffixRule} rule
 * @returns {DerivedBrand}
 */
function variantBrand(municipality, row, suffix, rule) {
  const pageKey = `${municipality}${suffix}`;
  const { colors } = row;
  return {
    ...baseBrand(pageKey, row),
    subdomain: pageKey,
    name: `${row.name} – ${rule.label}`,
    colors: {
      primary: ensureContrast(shiftHue(colors.primary, rule.hueShift), colors.primaryContrast, WCAG_AA_TEXT),
      primaryContrast: colors.primaryContrast,
      accent: shiftHue(colors.accent, rule.hueShift),
      background: ensureContrast(shiftHue(colors.background, rule.hueShift), colors.text, WCAG_AA_TEXT),
      text: colors.text,
    },
    bannerStyle: rule.bannerStyle ?? row.bannerStyle,
    variant: { municipality, suffix: /** @type {import('@kk/domain').VariantSuffix} */ (suffix), label: rule.label },
  };
}

/** Host names must be unique as well as page keys, or two brands would share one asset folder. @param {DerivedBrand[]} brands */
function assertUnique(brands) {
  const pageKeys = new Set();
  const subdomains = new Set();
  for (const { pageKey, subdomain } of brands) {
    if (pageKeys.has(pageKey)) fail(pageKey, 'page key derived twice');
    if (subdomains.has(subdomain)) fail(pageKey, `sub-domain "${subdomain}" used twice`);
    pageKeys.add(pageKey);
    subdomains.add(subdomain);
  }
}

/**
 * One brand per page key: the base keys in table order, then every variant municipality ×
 * suffix in table order. Throws naming the offending table path on a bad table.
 * @param {unknown} table parsed brand-table.json
 * @returns {DerivedBrand[]}
 */
function deriveBrands(table) {
  const { pageKeyRows, variantMunicipalities, suffixRules } = readBrandTable(table);
  const brands = [
    ...pageKeyRows.map(([pageKey, row]) => baseBrand(pageKey, row)),
    ...variantMunicipalities.flatMap(([municipality, row]) =>
      suffixRules.map(([suffix, rule]) => variantBrand(municipality, row, suffix, rule))),
  ];
  assertUnique(brands);
  return brands;
}

module.exports = { LOGO_WIDTH, BANNER_STYLES, ASSET_FILES, deriveBrands, assetUrls };
