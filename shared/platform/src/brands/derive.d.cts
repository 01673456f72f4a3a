// Types for derive.cjs.
import type { BannerStyle, BrandAssets, DerivedBrand } from './brand-types';

/** Logo width in pixels (spec section 9). */
export declare const LOGO_WIDTH: 250;

export declare const BANNER_STYLES: readonly BannerStyle[];

/** File names of the generated assets inside `/brands/<subdomain>/`. */
export declare const ASSET_FILES: Readonly<BrandAssets>;

/**
 * Validates parsed brand-table.json and returns one brand per page key: base keys in table
 * order, then every variant municipality × suffix. Throws naming the offending table path.
 */
export declare function deriveBrands(table: unknown): DerivedBrand[];

/** `/brands/<subdomain>/{logo,background,favicon}.svg`. */
export declare function assetUrls(subdomain: string): BrandAssets;
