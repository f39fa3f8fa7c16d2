import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  headingRecipe,
  inputRecipe,
  keyframes,
  linkRecipe,
  listSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  textStyles,
  layerStyles,
  animationStyles,
  tokens,
} from '@chakra-ui/react/theme';

// Built from defaultBaseConfig with only the recipes the app uses: the full defaultSystem costs
// about 64 KiB gzip, this about half (ARCHITECTURE.md, facts). Add a recipe here when a screen
// first uses its component.
const theme = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss: {
    '*': { borderColor: 'border', focusRingColor: 'colorPalette.focusRing' },
    html: {
      colorPalette: 'purple',
      color: 'fg',
      bg: 'bg',
      lineHeight: '1.5',
      fontFamily: 'body',
    },
    body: { minHeight: '100dvh' },
  },
  theme: {
    breakpoints,
    keyframes,
    textStyles,
    layerStyles,
    animationStyles,
    tokens: {
      ...tokens,
      fonts: {
        heading: {
          value: "'Inter Variable', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
        },
        body: {
          value: "'Inter Variable', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
        },
        mono: { value: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
      },
    },
    semanticTokens: {
      ...semanticTokens,
      colors: {
        ...semanticTokens.colors,
        // White on Chakra's green.600 is 3.3:1, under WCAG AA's 4.5:1 for the Buy buttons and
        // solid green badges; green.700 is 5.0:1 (Lighthouse's colour-contrast audit, issue 19).
        green: {
          ...semanticTokens.colors?.green,
          solid: { value: { _light: '{colors.green.700}', _dark: '{colors.green.700}' } },
        },
      },
    },
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
    },
  },
});

export const system = createSystem(defaultBaseConfig, theme);
