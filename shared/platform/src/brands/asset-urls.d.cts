import type { BrandAssets } from './brand-types';

export declare const ASSET_FILES: Readonly<BrandAssets>;
export declare function assetUrls(subdomain: string): BrandAssets;
