import { createSystem, defineConfig } from "@chakra-ui/react/styled-system";
import { defaultBaseConfig } from "@chakra-ui/react/preset-base";
import {
  dialogSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
} from "@chakra-ui/react/theme";
import { siteConfig } from "@/theme";

/**
 * The admin area's system: the public site's theme plus the recipes of the components only
 * staff see (tables, tabs, dialogs, switches, popovers, native selects). It lives in the
 * admin chunk so these recipes never reach a visitor's first load.
 */
export const adminSystem = createSystem(
  defaultBaseConfig,
  siteConfig,
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
