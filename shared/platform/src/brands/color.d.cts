// Types for color.cjs. Colours are `#rrggbb` strings throughout.

/** WCAG AA minimum contrast for normal-size text. */
export declare const WCAG_AA_TEXT: 4.5;

export declare function isHexColour(value: unknown): value is string;

/** WCAG relative luminance, 0 (black) to 1 (white). Throws on anything but `#rrggbb`. */
export declare function relativeLuminance(hex: string): number;

/** WCAG contrast ratio, 1 (same colour) to 21 (black on white). Symmetric. */
export declare function contrastRatio(hexA: string, hexB: string): number;

/** Rotates the hue by `degrees`, keeping saturation and lightness. */
export declare function shiftHue(hex: string, degrees: number): string;

/** Linear sRGB blend: 0 gives `from`, 1 gives `to`. */
export declare function mixColours(from: string, to: string, amount: number): string;

/**
 * `colour` if it reaches `minRatio` against `against`, else the nearest lightness of the same
 * hue that does (moving away from `against`).
 */
export declare function ensureContrast(colour: string, against: string, minRatio: number): string;
