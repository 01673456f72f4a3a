'use strict';
// Spec section 2, "Brand assets per page key" and its policy rules: which document file a
// page key gets. The document generator (shell/scripts/generate-brand-documents.mjs) writes
// exactly these files and the footer links to them, so the two cannot disagree. Every brand
// has its own copy of each file because each carries the brand's name; the template (the
// shared wording) is part of the file name. CommonJS for the reason given in color.cjs.

/** @typedef {import('./documents.d.cts').BrandDocumentKind} BrandDocumentKind */

/** @type {readonly BrandDocumentKind[]} */
const BRAND_DOCUMENT_KINDS = Object.freeze(['dataPolicy', 'dataPolicyMitId', 'cookiePolicy', 'terms', 'userGuideDa', 'userGuideOther']);

// godset and mfkkortet have data policies of their own.
const OWN_DATA_POLICY = Object.freeze(['godset', 'mfkkortet']);
// Terms are specific for skejser, kkpay and godset, and default otherwise.
const OWN_TERMS = Object.freeze(['skejser', 'kkpay', 'godset']);

/** @param {string} pageKey @returns {import('./documents.d.cts').DataPolicyTemplate} */
function dataPolicyTemplate(pageKey) {
  return OWN_DATA_POLICY.includes(pageKey) ? pageKey : 'default';
}

/** @param {string} pageKey @returns {import('./documents.d.cts').TermsTemplate} */
function termsTemplate(pageKey) {
  return OWN_TERMS.includes(pageKey) ? pageKey : 'default';
}

/** The user guide has a Danish file and one for every other language. @param {string} culture */
function userGuideKind(culture) {
  return culture === 'da' ? 'userGuideDa' : 'userGuideOther';
}

/** @param {string} pageKey @param {BrandDocumentKind} kind @returns {string} */
function documentFileName(pageKey, kind) {
  switch (kind) {
    case 'dataPolicy':
      return `data-policy-${dataPolicyTemplate(pageKey)}.pdf`;
    case 'dataPolicyMitId':
      return `data-policy-${dataPolicyTemplate(pageKey)}-mitid.pdf`;
    case 'cookiePolicy':
      return 'cookie-policy.pdf';
    case 'terms':
      return `terms-${termsTemplate(pageKey)}.pdf`;
    case 'userGuideDa':
      return 'user-guide-da.pdf';
    case 'userGuideOther':
      return 'user-guide-other.pdf';
    default:
      throw new Error(`Unknown brand document kind "${kind}"`);
  }
}

/**
 * `/brands/<subdomain>/<file>` for every document of a brand, next to its logo.
 * @param {{ pageKey: string, subdomain: string }} brand
 * @returns {Record<BrandDocumentKind, string>}
 */
function documentUrls(brand) {
  const base = `/brands/${encodeURIComponent(brand.subdomain)}`;
  return Object.fromEntries(BRAND_DOCUMENT_KINDS.map((kind) => [kind, `${base}/${documentFileName(brand.pageKey, kind)}`]));
}

module.exports = { BRAND_DOCUMENT_KINDS, dataPolicyTemplate, termsTemplate, userGuideKind, documentFileName, documentUrls };
