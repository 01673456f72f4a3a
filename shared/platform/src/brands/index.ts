import { ALL_PAGE_KEYS, DEFAULT_PAGE_KEY, isPageKey, subDomainForPageKey } from '@kk/domain';
import brandTable from './brand-table.json';
import { assetUrls, deriveBrands } from './derive.cjs';
import { documentUrls } from './documents.cjs';
import type { Brand, BrandAssets } from './brand-types';

export type {
  BannerStyle, Brand, BrandAssets, BrandColors, BrandDocuments, BrandFooter, BrandVariant, LocalizedText,
} from './brand-types';
export {
  BRAND_DOCUMENT_KINDS, dataPolicyTemplate, documentFileName, termsTemplate, userGuideKind,
  type BrandDocumentKind, type DataPolicyTemplate, type TermsTemplate,
} from './documents.cjs';
export { ASSET_FILES, BANNER_STYLES, LOGO_WIDTH } from './derive.cjs';
export { WCAG_AA_TEXT, contrastRatio, relativeLuminance } from './color.cjs';

/** `/brands/<subdomain>/…` for a page key; the generator writes the files there. */
export function brandAssetUrls(pageKey: string): BrandAssets {
  return assetUrls(subDomainForPageKey(pageKey));
}

function deepFreeze<T extends object>(value: T): T {
  for (const child of Object.values(value)) {
    if (typeof child === 'object' && child !== null) deepFreeze(child);
  }
  return Object.freeze(value);
}

// Frozen because every caller shares the same objects; a stray mutation would rebrand the app.
const brandsByKey: ReadonlyMap<string, Brand> = new Map(
  deriveBrands(brandTable).map((derived) => [
    derived.pageKey,
    deepFreeze({ ...derived, assets: brandAssetUrls(derived.pageKey), documents: documentUrls(derived) }),
  ]),
);

function brandFor(pageKey: string): Brand {
  const brand = brandsByKey.get(pageKey);
  if (!brand) throw new Error(`brand-table.json has no brand for page key "${pageKey}"`);
  return brand;
}

/** The brand of a page key; no key or one outside spec section 2 gets the school-fee look. */
export function getBrand(pageKey: string | null): Brand {
  return brandFor(pageKey !== null && isPageKey(pageKey) ? pageKey : DEFAULT_PAGE_KEY);
}

/** One brand per page key, in ALL_PAGE_KEYS order. */
export function allBrands(): Brand[] {
  return ALL_PAGE_KEYS.map(brandFor);
}
