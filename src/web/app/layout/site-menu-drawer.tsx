import { Drawer, type DrawerProps } from '@mantine/core';

/**
 * The site's menu on small screens. A module of its own, fetched when the menu is first opened: the drawer's
 * code (focus trap, scroll lock, transitions) is a tenth of the landing page's script.
 */
export function SiteMenuDrawer(props: DrawerProps) {
  return <Drawer position="right" size="80%" hiddenFrom="sm" {...props} />;
}
