'use strict';
// Where a brand's generated assets are served. Its own file, free of the brand table, so
// the shell's entry file can name a brand's images before the page's code arrives.

const ASSET_FILES = Object.freeze({ logo: 'logo.svg', background: 'background.svg', favicon: 'favicon.svg' });

/**
 * Public URLs of a brand's generated assets (written by generate-brand-assets.mjs).
 * @param {string} subdomain
 * @returns {import('./brand-types').BrandAssets}
 */
function assetUrls(subdomain) {
  const base = `/brands/${encodeURIComponent(subdomain)}`;
  return { logo: `${base}/${ASSET_FILES.logo}`, background: `${base}/${ASSET_FILES.background}`, favicon: `${base}/${ASSET_FILES.favicon}` };
}

module.exports = { ASSET_FILES, assetUrls };
