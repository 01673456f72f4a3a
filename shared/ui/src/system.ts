import { createSystem, defaultConfig, defineConfig, type SystemContext } from '@chakra-ui/react';

/** The colours a brand gives the Chakra system. */
export interface BrandColours {
  primary: string;
  onPrimary: string;
  accent: string;
  tint: string;
}

const systems = new Map<string, SystemContext>();

/**
 * One Chakra system per brand, built once and cached: every remote's root asks for the
 * same key and gets the same system (this package is a federation singleton).
 */
export function systemForBrand(key: string, colours: BrandColours): SystemContext {
  const cached = systems.get(key);
  if (cached) return cached;
  const config = defineConfig({
    globalCss: { html: { colorPalette: 'brand' } },
    theme: {
      tokens: {
        colors: {
          brandBase: { value: colours.primary },
          brandTint: { value: colours.tint },
          brandAccent: { value: colours.accent },
        },
      },
      semanticTokens: {
        colors: {
          brand: {
            solid: { value: colours.primary },
            contrast: { value: colours.onPrimary },
            fg: { value: colours.primary },
            muted: { value: colours.tint },
            subtle: { value: colours.tint },
            emphasized: { value: colours.accent },
            focusRing: { value: colours.primary },
          },
        },
      },
    },
  });
  const system = createSystem(defaultConfig, config);
  systems.set(key, system);
  return system;
}
