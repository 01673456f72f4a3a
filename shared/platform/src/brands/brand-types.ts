import type { VariantSuffix } from '@kk/domain';
import type { BrandDocuments } from './documents.cjs';

/** Danish is the default culture; English is the only other one offered (spec section 2). */
export type LocalizedText = { da: string; en: string };

export type BannerStyle = 'wave' | 'stripes' | 'plain' | 'dots';

/** All `#rrggbb`. */
export type BrandColors = {
  primary: string;
  /** Text and icons drawn on `primary`. */
  primaryContrast: string;
  /** Decoration only; never carries text, so it has no contrast requirement. */
  accent: string;
  /** Page background tint. */
  background: string;
  /** Body text on `background`. */
  text: string;
};

/** What the footer's about and support sections show (spec section 2, Footer). */
export type BrandFooter = {
  /** Company registration number (CVR), 8 digits. */
  cvr: string;
  phone: string;
  email: string;
  openingHours: LocalizedText;
};

/** Set on suffixed page keys such as `randersklub`. */
export type BrandVariant = {
  municipality: string;
  suffix: VariantSuffix;
  /** Shown after the municipality's name, e.g. 'Klub'. */
  label: string;
};

export type BrandAssets = { logo: string; background: string; favicon: string };

/** One brand as derived from brand-table.json, before the registry adds asset URLs. */
export type DerivedBrand = {
  pageKey: string;
  /** Host label; equals the page key except for `{product}`. */
  subdomain: string;
  name: string;
  logoText: string;
  colors: BrandColors;
  payWith: LocalizedText;
  bannerStyle: BannerStyle;
  footer: BrandFooter;
  variant: BrandVariant | null;
};

export type { BrandDocuments };

/** A brand with the URLs of its generated assets and documents (documents.cjs). */
export type Brand = DerivedBrand & { assets: BrandAssets; documents: BrandDocuments };
