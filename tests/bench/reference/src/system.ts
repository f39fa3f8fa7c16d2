import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  breakpoints,
  buttonRecipe,
  fieldSlotRecipe,
  headingRecipe,
  inputRecipe,
  semanticTokens,
  tableSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

// The slim system as the project builds it (src/ui/theme/system.ts): defaultBaseConfig with only
// the recipes these screens use.
export const system = createSystem(
  defaultBaseConfig,
  defineConfig({
    preflight: true,
    cssVarsPrefix: 'chakra',
    cssVarsRoot: ':where(html, .chakra-theme)',
    globalCss: { html: { colorPalette: 'purple', color: 'fg', bg: 'bg', lineHeight: '1.5' } },
    theme: {
      breakpoints,
      tokens,
      semanticTokens,
      recipes: { button: buttonRecipe, heading: headingRecipe, input: inputRecipe },
      slotRecipes: { field: fieldSlotRecipe, table: tableSlotRecipe },
    },
  }),
);
