'use strict';
// Validates parsed brand-table.json and normalises its rows for derive.cjs. Kept apart from the
// derivation rules so each file reads on its own. CommonJS for the reason given in color.cjs.

const { isHexColour } = require('./color.cjs');

const BANNER_STYLES = Object.freeze(['wave', 'stripes', 'plain', 'dots']);

const ROW_FIELDS = ['name', 'logoText', 'colors', 'payWith', 'bannerStyle', 'footer', 'subdomain'];
const COLOR_FIELDS = ['primary', 'primaryContrast', 'accent', 'background'];
const FOOTER_FIELDS = ['cvr', 'phone', 'email', 'openingHours'];
const SUFFIX_FIELDS = ['label', 'hueShift', 'bannerStyle'];
const CVR = /^[1-9]\d{7}$/;
const PHONE = /^\+\d{2}( \d{2}){4}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** @param {string} where @param {string} problem @returns {never} */
function fail(where, problem) {
  throw new Error(`brand-table.json ${where}: ${problem}`);
}

/** @param {unknown} value */
function isObject(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Unknown fields are rejected so a misspelt optional field fails loudly instead of being ignored.
 * @param {unknown} value @param {string} where @param {string[]} allowed @param {string[]} required
 * @returns {Record<string, unknown>}
 */
function readObject(value, where, allowed, required) {
  if (!isObject(value)) fail(where, 'must be an object');
  const object = /** @type {Record<string, unknown>} */ (value);
  for (const field of Object.keys(object)) if (!allowed.includes(field)) fail(where, `unknown field "${field}"`);
  for (const field of required) if (!(field in object)) fail(where, `missing "${field}"`);
  return object;
}

/**
 * An object keyed by names the table chooses (page keys, suffixes), so any field is allowed.
 * @param {unknown} value @param {string} where @returns {Record<string, unknown>}
 */
function readRecord(value, where) {
  if (!isObject(value)) fail(where, 'must be an object');
  return /** @type {Record<string, unknown>} */ (value);
}

/** @param {unknown} value @param {string} where @returns {string} */
function readText(value, where) {
  if (typeof value !== 'string' || value.trim() === '') fail(where, 'must be a non-empty string');
  return /** @type {string} */ (value);
}

/** @param {unknown} value @param {string} where @param {RegExp} pattern */
function readMatching(value, where, pattern) {
  const text = readText(value, where);
  if (!pattern.test(text)) fail(where, `"${text}" does not match ${pattern}`);
  return text;
}

/** @param {unknown} value @param {string} where */
function readLocalized(value, where) {
  const object = readObject(value, where, ['da', 'en'], ['da', 'en']);
  return { da: readText(object.da, `${where}.da`), en: readText(object.en, `${where}.en`) };
}

/** @param {unknown} value @param {string} where */
function readBannerStyle(value, where) {
  if (!BANNER_STYLES.includes(/** @type {string} */ (value))) fail(where, `must be one of ${BANNER_STYLES.join(', ')}`);
  return /** @type {import('./brand-types').BannerStyle} */ (value);
}

/** @param {unknown} value @param {string} where */
function readColour(value, where) {
  if (!isHexColour(value)) fail(where, 'must be a #rrggbb colour');
  return /** @type {string} */ (value).toLowerCase();
}

/**
 * @param {unknown} value @param {string} where
 * @param {{ bodyText: string, openingHours: import('./brand-types').LocalizedText }} defaults
 */
function readRow(value, where, defaults) {
  const row = readObject(value, where, ROW_FIELDS, ROW_FIELDS.filter((f) => f !== 'subdomain'));
  const colors = readObject(row.colors, `${where}.colors`, COLOR_FIELDS, COLOR_FIELDS);
  const footer = readObject(row.footer, `${where}.footer`, FOOTER_FIELDS, ['cvr', 'phone', 'email']);
  return {
    name: readText(row.name, `${where}.name`),
    logoText: readText(row.logoText, `${where}.logoText`),
    subdomain: row.subdomain === undefined ? null : readText(row.subdomain, `${where}.subdomain`),
    colors: {
      primary: readColour(colors.primary, `${where}.colors.primary`),
      primaryContrast: readColour(colors.primaryContrast, `${where}.colors.primaryContrast`),
      accent: readColour(colors.accent, `${where}.colors.accent`),
      background: readColour(colors.background, `${where}.colors.background`),
      text: defaults.bodyText,
    },
    payWith: readLocalized(row.payWith, `${where}.payWith`),
    bannerStyle: readBannerStyle(row.bannerStyle, `${where}.bannerStyle`),
    footer: {
      cvr: readMatching(footer.cvr, `${where}.footer.cvr`, CVR),
      phone: readMatching(footer.phone, `${where}.footer.phone`, PHONE),
      email: readMatching(footer.email, `${where}.footer.email`, EMAIL),
      openingHours: footer.openingHours === undefined
        ? defaults.openingHours
        : readLocalized(footer.openingHours, `${where}.footer.openingHours`),
    },
  };
}

/** @typedef {ReturnType<typeof readRow>} Row */

/** @param {unknown} value @param {string} where */
function readSuffixRule(value, where) {
  const rule = readObject(value, where, SUFFIX_FIELDS, ['label', 'hueShift']);
  if (typeof rule.hueShift !== 'number' || !Number.isFinite(rule.hueShift)) fail(`${where}.hueShift`, 'must be a number of degrees');
  return {
    label: readText(rule.label, `${where}.label`),
    hueShift: /** @type {number} */ (rule.hueShift),
    bannerStyle: rule.bannerStyle === undefined ? null : readBannerStyle(rule.bannerStyle, `${where}.bannerStyle`),
  };
}

/** @typedef {ReturnType<typeof readSuffixRule>} SuffixRule */

/**
 * The table's rows in table order, each variant municipality resolved to its row (under
 * pageKeys for dragor, which is both). Throws naming the offending table path.
 * @param {unknown} table parsed brand-table.json
 * @returns {{ pageKeyRows: [string, Row][], variantMunicipalities: [string, Row][], suffixRules: [string, SuffixRule][] }}
 */
function readBrandTable(table) {
  const root = readObject(table, '(root)', ['$comment', 'defaults', 'pageKeys', 'municipalities', 'variants'], ['defaults', 'pageKeys', 'municipalities', 'variants']);
  const defaultsRow = readObject(root.defaults, 'defaults', ['bodyText', 'openingHours'], ['bodyText', 'openingHours']);
  const defaults = {
    bodyText: readColour(defaultsRow.bodyText, 'defaults.bodyText'),
    openingHours: readLocalized(defaultsRow.openingHours, 'defaults.openingHours'),
  };

  /** @type {[string, Row][]} */
  const pageKeyRows = Object.entries(readRecord(root.pageKeys, 'pageKeys'))
    .map(([pageKey, value]) => [pageKey, readRow(value, `pageKeys.${pageKey}`, defaults)]);
  const rowsByName = new Map(pageKeyRows);
  for (const [municipality, value] of Object.entries(readRecord(root.municipalities, 'municipalities'))) {
    if (rowsByName.has(municipality)) fail(`municipalities.${municipality}`, 'is already a page key; variants use that row');
    rowsByName.set(municipality, readRow(value, `municipalities.${municipality}`, defaults));
  }

  const variants = readObject(root.variants, 'variants', ['municipalities', 'suffixes'], ['municipalities', 'suffixes']);
  if (!Array.isArray(variants.municipalities)) fail('variants.municipalities', 'must be an array');
  /** @type {[string, Row][]} */
  const variantMunicipalities = /** @type {unknown[]} */ (variants.municipalities).map((value) => {
    const name = readText(value, 'variants.municipalities[]');
    return [name, rowsByName.get(name) ?? fail('variants.municipalities', `"${name}" has no row in pageKeys or municipalities`)];
  });
  /** @type {[string, SuffixRule][]} */
  const suffixRules = Object.entries(readRecord(variants.suffixes, 'variants.suffixes'))
    .map(([suffix, value]) => [suffix, readSuffixRule(value, `variants.suffixes.${suffix}`)]);

  return { pageKeyRows, variantMunicipalities, suffixRules };
}

module.exports = { BANNER_STYLES, fail, readBrandTable };
