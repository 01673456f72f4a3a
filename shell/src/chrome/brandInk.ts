import { contrastRatio, WCAG_AA_TEXT, type Brand } from '@kk/platform';

/**
 * The brand's colour for text and links on white panels, or the body text colour where the
 * primary is too light to read there (the Sunny brands' yellow), as the logo generator does.
 */
export function brandInk(brand: Brand): string {
  return contrastRatio(brand.colors.primary, '#ffffff') >= WCAG_AA_TEXT ? brand.colors.primary : brand.colors.text;
}
