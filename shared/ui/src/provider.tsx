import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { getAppConfig, getBrand } from '@kk/platform';
import { systemForBrand } from './system';
import { brandColours } from './brandColours';

/**
 * Every React root on the page (the shell's and each remote's) renders inside this, so
 * they share one brand system (and read the one i18n instance through @kk/platform's useTranslation).
 */
export function KkProvider({ children }: { children: ReactNode }) {
  const { pageKey } = getAppConfig();
  const brand = getBrand(pageKey);
  const system = systemForBrand(brand.pageKey, brandColours(brand));
  return (
    <ChakraProvider value={system}>{children}</ChakraProvider>
  );
}
