import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { getAppConfig, getBrand, i18n } from '@kk/platform';
import { systemForBrand } from './system';
import { brandColours } from './brandColours';

/**
 * Every React root on the page (the shell's and each remote's) renders inside this, so
 * they share one brand system and one i18n instance.
 */
export function KkProvider({ children }: { children: ReactNode }) {
  const { pageKey } = getAppConfig();
  const brand = getBrand(pageKey);
  const system = systemForBrand(brand.pageKey, brandColours(brand));
  return (
    <ChakraProvider value={system}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </ChakraProvider>
  );
}
