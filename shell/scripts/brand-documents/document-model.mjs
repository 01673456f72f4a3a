// The shapes shared by the document texts and the PDF layout.

/**
 * What a document needs to know about its brand.
 * @typedef {object} BrandContext
 * @property {string} pageKey
 * @property {string} name
 * @property {string} logoText
 * @property {string} cvr
 * @property {string} phone
 * @property {string} email
 * @property {string} hoursDa
 * @property {string} hoursEn
 * @property {{ primary: string, primaryContrast: string, accent: string, background: string, text: string }} colors
 */

/**
 * @typedef {object} Section
 * @property {string} heading
 * @property {string[]} paragraphs
 * @property {string[]} [bullets]
 */

/**
 * @typedef {object} DocumentModel
 * @property {string} title
 * @property {string} intro
 * @property {Section[]} sections
 * @property {string[]} summary  paragraphs in English after the Danish text, if any
 */

/** @param {import('../../../shared/platform/src/brands/brand-types').DerivedBrand} brand @returns {BrandContext} */
export function brandContext(brand) {
  return {
    pageKey: brand.pageKey,
    name: brand.name,
    logoText: brand.logoText,
    cvr: brand.footer.cvr,
    phone: brand.footer.phone,
    email: brand.footer.email,
    hoursDa: brand.footer.openingHours.da,
    hoursEn: brand.footer.openingHours.en,
    colors: brand.colors,
  };
}
