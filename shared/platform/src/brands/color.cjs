'use strict';
// Colour maths shared by the brand registry (TypeScript, via color.d.cts) and the asset
// generator (plain Node). It is CommonJS because that is the one module format jest (CJS, no
// transform for .mjs), webpack and `node` all load untransformed.

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/**
 * WCAG AA minimum for normal-size text.
 * @type {4.5}
 */
const WCAG_AA_TEXT = 4.5;

/**
 * Relative luminance at which black and white text give the same contrast:
 * (L + 0.05) / 0.05 = 1.05 / (L + 0.05). Lighter colours pair better with dark text.
 */
const BLACK_WHITE_CROSSOVER = Math.sqrt(1.05 * 0.05) - 0.05;

/** @param {string} value */
function isHexColour(value) {
  return typeof value === 'string' && HEX_COLOUR.test(value);
}

/**
 * @param {string} hex `#rrggbb`
 * @returns {[number, number, number]} red, green, blue in 0..255
 */
function hexToRgb(hex) {
  if (!isHexColour(hex)) throw new Error(`Not a #rrggbb colour: ${String(hex)}`);
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** @param {[number, number, number]} rgb */
function rgbToHex(rgb) {
  return `#${rgb.map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, '0')).join('')}`;
}

/** @param {number} channel 0..255, gamma-encoded sRGB */
function linearChannel(channel) {
  const s = channel / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance, 0 (black) to 1 (white). @param {string} hex */
function relativeLuminance(hex) {
  const [r, g, b] = hexToRgb(hex);
  return 0.2126 * linearChannel(r) + 0.7152 * linearChannel(g) + 0.0722 * linearChannel(b);
}

/**
 * WCAG contrast ratio between two colours, from 1 (same) to 21 (black on white). Symmetric.
 * @param {string} hexA
 * @param {string} hexB
 */
function contrastRatio(hexA, hexB) {
  const a = relativeLuminance(hexA);
  const b = relativeLuminance(hexB);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/**
 * @param {string} hex
 * @returns {[number, number, number]} hue 0..360, saturation 0..1, lightness 0..1
 */
function hexToHsl(hex) {
  const [red, green, blue] = hexToRgb(hex);
  const r = red / 255;
  const g = green / 255;
  const b = blue / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  const chroma = max - min;
  if (chroma === 0) return [0, 0, lightness];
  const saturation = chroma / (1 - Math.abs(2 * lightness - 1));
  let hue;
  if (max === r) hue = ((g - b) / chroma) % 6;
  else if (max === g) hue = (b - r) / chroma + 2;
  else hue = (r - g) / chroma + 4;
  return [(hue * 60 + 360) % 360, saturation, lightness];
}

/**
 * @param {[number, number, number]} hsl hue 0..360, saturation 0..1, lightness 0..1
 */
function hslToHex([hue, saturation, lightness]) {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const sector = (((hue % 360) + 360) % 360) / 60;
  const second = chroma * (1 - Math.abs((sector % 2) - 1));
  /** @type {[number, number, number][]} */
  const bySector = [
    [chroma, second, 0], [second, chroma, 0], [0, chroma, second],
    [0, second, chroma], [second, 0, chroma], [chroma, 0, second],
  ];
  const [r, g, b] = /** @type {[number, number, number]} */ (bySector[Math.floor(sector) % 6]);
  const offset = lightness - chroma / 2;
  return rgbToHex([(r + offset) * 255, (g + offset) * 255, (b + offset) * 255]);
}

/**
 * Rotates the hue, keeping saturation and lightness (greys stay grey).
 * @param {string} hex
 * @param {number} degrees
 */
function shiftHue(hex, degrees) {
  const [hue, saturation, lightness] = hexToHsl(hex);
  return hslToHex([hue + degrees, saturation, lightness]);
}

/**
 * Linear blend in sRGB: 0 gives `from`, 1 gives `to`.
 * @param {string} from
 * @param {string} to
 * @param {number} amount 0..1
 */
function mixColours(from, to, amount) {
  const a = hexToRgb(from);
  const b = hexToRgb(to);
  /** @param {number} x @param {number} y */
  const blend = (x, y) => x + (y - x) * amount;
  return rgbToHex([blend(a[0], b[0]), blend(a[1], b[1]), blend(a[2], b[2])]);
}

/**
 * The colour itself if it already reaches `minRatio` against `against`; otherwise the nearest
 * lightness (same hue and saturation) that does, moving away from `against`. Used where colours
 * are computed rather than chosen by a designer, so that they are accessible by construction.
 * @param {string} colour
 * @param {string} against
 * @param {number} minRatio
 */
function ensureContrast(colour, against, minRatio) {
  const normalised = colour.toLowerCase();
  if (contrastRatio(normalised, against) >= minRatio) return normalised;
  const [hue, saturation, lightness] = hexToHsl(normalised);
  const direction = relativeLuminance(against) > BLACK_WHITE_CROSSOVER ? -1 : 1;
  for (let step = 1; step <= 100; step += 1) {
    const candidate = hslToHex([hue, saturation, Math.min(1, Math.max(0, lightness + (direction * step) / 100))]);
    if (contrastRatio(candidate, against) >= minRatio) return candidate;
  }
  return direction < 0 ? '#000000' : '#ffffff';
}

module.exports = {
  WCAG_AA_TEXT,
  isHexColour,
  relativeLuminance,
  contrastRatio,
  shiftHue,
  mixColours,
  ensureContrast,
};
