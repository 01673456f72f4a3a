// The six documents of one brand, as file name → PDF bytes. Which wording each gets is
// decided by documents.cjs, the same rule the footer's links use.
import { dataPolicyTemplate, documentFileName, termsTemplate } from '../../../shared/platform/src/brands/documents.cjs';
import { brandContext } from './document-model.mjs';
import { userGuide } from './guide-texts.mjs';
import { renderPdf } from './pdf-layout.mjs';
import { cookiePolicy, dataPolicy } from './policy-texts.mjs';
import { terms } from './terms-texts.mjs';

/** @param {import('../../../shared/platform/src/brands/brand-types').DerivedBrand} brand @returns {Promise<[string, Buffer][]>} */
export async function renderBrandDocuments(brand) {
  const b = brandContext(brand);
  const key = brand.pageKey;
  const documents = [
    ['dataPolicy', dataPolicy(b, dataPolicyTemplate(key), false), 'da'],
    ['dataPolicyMitId', dataPolicy(b, dataPolicyTemplate(key), true), 'da'],
    ['cookiePolicy', cookiePolicy(b), 'da'],
    ['terms', terms(b, termsTemplate(key)), 'da'],
    ['userGuideDa', userGuide(b, 'da'), 'da'],
    ['userGuideOther', userGuide(b, 'other'), 'en'],
  ];
  const files = [];
  for (const [kind, model, language] of documents) {
    files.push([documentFileName(key, kind), await renderPdf(b, model, language)]);
  }
  return files;
}
