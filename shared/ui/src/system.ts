import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import { accordionSlotRecipe } from 'chakra-theme-parts/recipes/accordion.js';
import { alertSlotRecipe } from 'chakra-theme-parts/recipes/alert.js';
import { badgeRecipe } from 'chakra-theme-parts/recipes/badge.js';
import { buttonRecipe } from 'chakra-theme-parts/recipes/button.js';
import { cardSlotRecipe } from 'chakra-theme-parts/recipes/card.js';
import { containerRecipe } from 'chakra-theme-parts/recipes/container.js';
import { dialogSlotRecipe } from 'chakra-theme-parts/recipes/dialog.js';
import { fieldSlotRecipe } from 'chakra-theme-parts/recipes/field.js';
import { headingRecipe } from 'chakra-theme-parts/recipes/heading.js';
import { inputRecipe } from 'chakra-theme-parts/recipes/input.js';
import { linkRecipe } from 'chakra-theme-parts/recipes/link.js';
import { separatorRecipe } from 'chakra-theme-parts/recipes/separator.js';
import { spinnerRecipe } from 'chakra-theme-parts/recipes/spinner.js';
import { tableSlotRecipe } from 'chakra-theme-parts/recipes/table.js';
import { themeWithoutRecipes } from './chakraThemeBase';

/**
 * Fields that read on every brand's background wave (issue 31): a solid field, a border of
 * at least 3:1 against it (gray.500 on white: 4.8:1), and a locked value at full strength on
 * a muted field instead of Chakra's half-transparent disabled layer.
 */
const readableFieldsConfig = defineConfig({
  theme: {
    recipes: {
      input: {
        base: {
          color: 'fg',
          _disabled: { bg: 'bg.muted', color: 'fg', borderStyle: 'dashed', cursor: 'not-allowed', opacity: 1 },
          _readOnly: { bg: 'bg.muted', color: 'fg', borderStyle: 'dashed' },
        },
        variants: { variant: { outline: { bg: 'bg', borderColor: 'gray.500' } } },
      },
    },
  },
});

/** The colours a brand gives the Chakra system. */
export interface BrandColours {
  primary: string;
  onPrimary: string;
  accent: string;
  tint: string;
}

/**
 * Chakra's default theme with only the recipes of the components @kk/ui hands out
 * (index.ts): the full default config carries every component's recipe, the largest item
 * of the first load. A component added to @kk/ui's exports adds its recipe here.
 */
const usedThemeConfig = defineConfig({
  theme: {
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe,
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      dialog: dialogSlotRecipe,
      field: fieldSlotRecipe,
      table: tableSlotRecipe,
    },
  },
});

const systems = new Map<string, SystemContext>();

/**
 * One Chakra system per brand, built once and cached: every remote's root asks for the
 * same key and gets the same system (this package is a federation singleton).
 */
export function systemForBrand(key: string, colours: BrandColours): SystemContext {
  const cached = systems.get(key);
  if (cached) return cached;
  const brandConfig = defineConfig({
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
  const system = createSystem(defaultBaseConfig, themeWithoutRecipes, usedThemeConfig, readableFieldsConfig, brandConfig);
  systems.set(key, system);
  return system;
}
