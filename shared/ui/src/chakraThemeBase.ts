// Chakra's default theme (tokens, semantic tokens, styles, global CSS) assembled from its
// parts, as @chakra-ui/react/theme's index does, but without its `recipes` and
// `slotRecipes` maps: that index builds a config holding every component's recipe at
// module level, which no bundler can drop. `chakra-theme-parts` is an alias of the
// package's theme folder (shared/build, tsconfig.base.json, jest.config.js).
import { defineConfig } from '@chakra-ui/react';
import { breakpoints } from 'chakra-theme-parts/breakpoints.js';
import { globalCss } from 'chakra-theme-parts/global-css.js';
import { layerStyles } from 'chakra-theme-parts/layer-styles.js';
import { animationStyles } from 'chakra-theme-parts/motion-styles.js';
import { semanticColors } from 'chakra-theme-parts/semantic-tokens/colors.js';
import { semanticRadii } from 'chakra-theme-parts/semantic-tokens/radii.js';
import { semanticShadows } from 'chakra-theme-parts/semantic-tokens/shadows.js';
import { textStyles } from 'chakra-theme-parts/text-styles.js';
import { animations } from 'chakra-theme-parts/tokens/animations.js';
import { aspectRatios } from 'chakra-theme-parts/tokens/aspect-ratios.js';
import { blurs } from 'chakra-theme-parts/tokens/blurs.js';
import { borders } from 'chakra-theme-parts/tokens/borders.js';
import { colors } from 'chakra-theme-parts/tokens/colors.js';
import { cursor } from 'chakra-theme-parts/tokens/cursor.js';
import { durations } from 'chakra-theme-parts/tokens/durations.js';
import { easings } from 'chakra-theme-parts/tokens/easings.js';
import { fontSizes } from 'chakra-theme-parts/tokens/font-sizes.js';
import { fontWeights } from 'chakra-theme-parts/tokens/font-weights.js';
import { fonts } from 'chakra-theme-parts/tokens/fonts.js';
import { keyframes } from 'chakra-theme-parts/tokens/keyframes.js';
import { letterSpacings } from 'chakra-theme-parts/tokens/letter-spacing.js';
import { lineHeights } from 'chakra-theme-parts/tokens/line-heights.js';
import { radii } from 'chakra-theme-parts/tokens/radius.js';
import { sizes } from 'chakra-theme-parts/tokens/sizes.js';
import { spacing } from 'chakra-theme-parts/tokens/spacing.js';
import { zIndices } from 'chakra-theme-parts/tokens/z-indices.js';

export const themeWithoutRecipes = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: {
      aspectRatios,
      animations,
      blurs,
      borders,
      colors,
      durations,
      easings,
      fonts,
      fontSizes,
      fontWeights,
      letterSpacings,
      lineHeights,
      radii,
      spacing,
      sizes,
      zIndex: zIndices,
      cursor,
    },
    semanticTokens: { colors: semanticColors, shadows: semanticShadows, radii: semanticRadii },
    textStyles,
    layerStyles,
    animationStyles,
  },
});
