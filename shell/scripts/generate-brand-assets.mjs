#!/usr/bin/env node
// Writes logo.svg, background.svg and favicon.svg for every brand into
// <out>/<subdomain>/ (default shell/public/brands). Usage:
//   node shell/scripts/generate-brand-assets.mjs [outDir]
// The brands come from the same derivation the app uses (derive.cjs), so every page key the
// registry knows has its assets and no others.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ASSET_FILES, LOGO_WIDTH, deriveBrands } from '../../shared/platform/src/brands/derive.cjs';
import { WCAG_AA_TEXT, contrastRatio, ensureContrast, mixColours } from '../../shared/platform/src/brands/color.cjs';

const here = dirname(fileURLToPath(import.meta.url));
const brandsSource = resolve(here, '../../shared/platform/src/brands');
const FONT = "'Segoe UI', 'Helvetica Neue', Arial, sans-serif";
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const WHITE = '#ffffff';

/** @typedef {import('../../shared/platform/src/brands/brand-types').DerivedBrand} Brand */
/** @typedef {{ soft: string, strong: string, warm: string }} PatternColours */

/** @type {Record<string, string>} */
const XML_ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** @param {string} text */
function escapeXml(text) {
  return text.replace(/[&<>"']/g, (c) => XML_ENTITIES[c] ?? c);
}

/**
 * @param {{ width: number, height: number, title: string, body: string[], extra?: string }} parts
 */
function svgDocument({ width, height, title, body, extra = '' }) {
  return [
    XML_DECLARATION,
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img"${extra}>`,
    `  <title>${escapeXml(title)}</title>`,
    ...body.map((line) => `  ${line}`),
    '</svg>',
    '',
  ].join('\n');
}

// Two decimals are plenty for pixels and keep the markup free of float noise.
/** @param {number} value */
function px(value) {
  return Number(value.toFixed(2));
}

/** @param {Brand} brand */
function initialOf(brand) {
  return (Array.from(brand.logoText)[0] ?? '').toLocaleUpperCase('da-DK');
}

// Bold sans-serif glyphs average about 0.62 em; sizing from that keeps long names such as
// 'NemBetaling Online' inside the logo without measuring fonts.
/** @param {string} text @param {number} availableWidth @param {number} largest */
function fittedFontSize(text, availableWidth, largest) {
  return Math.min(largest, Math.floor(availableWidth / (Array.from(text).length * 0.62)));
}

/** The logo mark: the initial on a primary square with an accent dot. @param {Brand} brand @param {number} size @param {number} x @param {number} y */
function mark(brand, size, x, y) {
  const { primary, primaryContrast, accent } = brand.colors;
  const fontSize = Math.round(size * 0.56);
  return [
    `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${Math.round(size / 4)}" fill="${primary}"/>`,
    `<circle cx="${px(x + size * 0.8)}" cy="${px(y + size * 0.2)}" r="${px(size * 0.11)}" fill="${accent}"/>`,
    `<text x="${px(x + size / 2)}" y="${px(y + size / 2 + fontSize * 0.36)}" text-anchor="middle" font-family="${FONT}" font-size="${fontSize}" font-weight="700" fill="${primaryContrast}">${escapeXml(initialOf(brand))}</text>`,
  ];
}

/** @param {Brand} brand */
function logoSvg(brand) {
  const height = 64;
  const textX = 62;
  const available = LOGO_WIDTH - textX - 6;
  const { primary, text } = brand.colors;
  // Light primaries (Sunny, Tropic Sun Pay) only work behind dark text, not as text on white.
  const ink = contrastRatio(primary, WHITE) >= WCAG_AA_TEXT ? primary : text;
  const subtitle = brand.variant?.label ?? null;
  const nameSize = fittedFontSize(brand.logoText, available, subtitle ? 22 : 26);
  const nameY = subtitle ? 34 : px(32 + nameSize * 0.36);
  const body = [
    ...mark(brand, 48, 4, 8),
    `<text x="${textX}" y="${nameY}" font-family="${FONT}" font-size="${nameSize}" font-weight="700" fill="${ink}">${escapeXml(brand.logoText)}</text>`,
  ];
  if (subtitle) {
    body.push(`<text x="${textX}" y="52" font-family="${FONT}" font-size="13" font-weight="600" letter-spacing="1.5" fill="${text}">${escapeXml(subtitle.toLocaleUpperCase('da-DK'))}</text>`);
  }
  return svgDocument({ width: LOGO_WIDTH, height, title: brand.name, body });
}

/** @param {Brand} brand */
function faviconSvg(brand) {
  const { primary, primaryContrast } = brand.colors;
  return svgDocument({
    width: 64,
    height: 64,
    title: brand.name,
    body: [
      `<rect width="64" height="64" rx="14" fill="${primary}"/>`,
      `<text x="32" y="45" text-anchor="middle" font-family="${FONT}" font-size="38" font-weight="700" fill="${primaryContrast}">${escapeXml(initialOf(brand))}</text>`,
    ],
  });
}

// Pattern shapes are a faint blend of the tint with a brand colour, pulled back to AA against
// the body text, so copy laid over any part of the background stays readable. A light primary
// (yellow Sunny) would vanish into its own tint, so such brands pattern in their accent.
/** @param {Brand} brand @returns {PatternColours} */
function patternColours(brand) {
  const { background, primary, accent, text } = brand.colors;
  const base = contrastRatio(primary, background) >= 3 ? primary : accent;
  /** @param {string} colour @param {number} amount */
  const faint = (colour, amount) => ensureContrast(mixColours(background, colour, amount), text, WCAG_AA_TEXT);
  return { soft: faint(base, 0.07), strong: faint(base, 0.13), warm: faint(accent, 0.14) };
}

const BACKGROUND_WIDTH = 1600;
const BACKGROUND_HEIGHT = 900;

/** @type {Record<Brand['bannerStyle'], (colours: PatternColours) => string[]>} */
const patternBodies = {
  wave: ({ soft, strong, warm }) => [
    `<path d="M0 620 C 260 540 520 700 800 620 S 1340 540 1600 620 V 900 H 0 Z" fill="${soft}"/>`,
    `<path d="M0 700 C 300 640 560 780 860 700 S 1380 630 1600 700 V 900 H 0 Z" fill="${strong}"/>`,
    `<path d="M0 800 C 320 760 620 860 920 800 S 1400 760 1600 800 V 900 H 0 Z" fill="${warm}"/>`,
  ],
  stripes: ({ soft, strong }) => [
    '<defs>',
    '  <pattern id="stripes" width="48" height="48" patternUnits="userSpaceOnUse" patternTransform="rotate(35)">',
    `    <rect width="18" height="48" fill="${soft}"/>`,
    '  </pattern>',
    '</defs>',
    `<rect width="${BACKGROUND_WIDTH}" height="${BACKGROUND_HEIGHT}" fill="url(#stripes)"/>`,
    `<rect y="${BACKGROUND_HEIGHT - 12}" width="${BACKGROUND_WIDTH}" height="12" fill="${strong}"/>`,
  ],
  dots: ({ soft, warm }) => [
    '<defs>',
    '  <pattern id="dots" width="36" height="36" patternUnits="userSpaceOnUse">',
    `    <circle cx="18" cy="18" r="3.5" fill="${soft}"/>`,
    '  </pattern>',
    '</defs>',
    `<rect width="${BACKGROUND_WIDTH}" height="${BACKGROUND_HEIGHT}" fill="url(#dots)"/>`,
    `<circle cx="${BACKGROUND_WIDTH - 120}" cy="120" r="220" fill="${warm}" opacity="0.5"/>`,
  ],
  // Plain stays plain: the tint fading towards white, which only raises text contrast.
  plain: () => [
    '<defs>',
    '  <linearGradient id="fade" x1="0" y1="0" x2="0" y2="1">',
    `    <stop offset="0" stop-color="${WHITE}" stop-opacity="0"/>`,
    `    <stop offset="1" stop-color="${WHITE}" stop-opacity="0.6"/>`,
    '  </linearGradient>',
    '</defs>',
    `<rect width="${BACKGROUND_WIDTH}" height="${BACKGROUND_HEIGHT}" fill="url(#fade)"/>`,
  ],
};

/** @param {Brand} brand */
function backgroundSvg(brand) {
  return svgDocument({
    width: BACKGROUND_WIDTH,
    height: BACKGROUND_HEIGHT,
    title: brand.name,
    extra: ' preserveAspectRatio="xMidYMid slice"',
    body: [
      `<rect width="${BACKGROUND_WIDTH}" height="${BACKGROUND_HEIGHT}" fill="${brand.colors.background}"/>`,
      ...patternBodies[brand.bannerStyle](patternColours(brand)),
    ],
  });
}

/** @param {string} outDir @param {Brand} brand */
function writeBrand(outDir, brand) {
  const dir = join(outDir, brand.subdomain);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, ASSET_FILES.logo), logoSvg(brand), 'utf8');
  writeFileSync(join(dir, ASSET_FILES.background), backgroundSvg(brand), 'utf8');
  writeFileSync(join(dir, ASSET_FILES.favicon), faviconSvg(brand), 'utf8');
}

const outDir = resolve(process.argv[2] ?? join(here, '../public/brands'));
const brands = deriveBrands(JSON.parse(readFileSync(join(brandsSource, 'brand-table.json'), 'utf8')));
for (const brand of brands) writeBrand(outDir, brand);
console.log(`Wrote assets for ${brands.length} brands to ${outDir}`);
