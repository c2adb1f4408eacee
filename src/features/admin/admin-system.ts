import { createSystem, defineConfig } from "@chakra-ui/react/styled-system";
import { defaultBaseConfig } from "@chakra-ui/react/preset-base";
import {
  animationStyles,
  dialogSlotRecipe,
  keyframes,
  layerStyles,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  semanticTokens,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  tokens,
} from "@chakra-ui/react/theme";
import { pageWideConfig } from "@/page-wide-theme";
import { siteConfig } from "@/theme";
import { lightOnly } from "@/theme-tokens";

/**
 * The admin area's system: the public site's theme and page-wide CSS, with Chakra's whole token scale, keyframes and
 * layer and animation styles back (the public theme keeps only those its pages use), plus the recipes of the components only
 * staff see (tables, tabs, dialogs, switches, popovers, native selects). It lives in the
 * admin chunk so these recipes and tokens never reach a visitor's first load.
 */
export const adminSystem = createSystem(
  defaultBaseConfig,
  defineConfig({ theme: { tokens, semanticTokens: lightOnly(semanticTokens), keyframes, layerStyles, animationStyles } }),
  siteConfig,
  pageWideConfig,
  defineConfig({
    theme: {
      slotRecipes: {
        dialog: dialogSlotRecipe,
        nativeSelect: nativeSelectSlotRecipe,
        popover: popoverSlotRecipe,
        switch: switchSlotRecipe,
        table: tableSlotRecipe,
        tabs: tabsSlotRecipe,
      },
    },
  }),
);
