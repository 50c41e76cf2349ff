// Its styles, for the landing page, which loads only those of the components it shows (landing-main.tsx).
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Drawer.css';
import { Drawer, type DrawerProps } from '@mantine/core';

/**
 * The site's menu on small screens. A module of its own, fetched when the menu is first opened: the drawer's
 * code (focus trap, scroll lock, transitions) is a tenth of the landing page's script.
 */
export function SiteMenuDrawer(props: DrawerProps) {
  return <Drawer position="right" size="80%" hiddenFrom="sm" {...props} />;
}
