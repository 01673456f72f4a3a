import type { Brand } from '@kk/platform';
import type { BrandColours } from './system';

export function brandColours(brand: Brand): BrandColours {
  return {
    primary: brand.colors.primary,
    onPrimary: brand.colors.primaryContrast,
    accent: brand.colors.accent,
    tint: brand.colors.background,
  };
}
