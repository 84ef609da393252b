/**
 * shared-ui/islands: shared-ui's own islands — the header's menu and the consultation form — and the registry that
 * lists them with a remote's. Small: each island's code loads when it hydrates.
 */
export { ConsultationDialogFormIsland, ConsultationFormIsland, SiteMobileMenuIsland } from '../islands';
export { type SiteMenu, siteMenus } from '../layout/site-header/site-menus';
export { islandRegistry } from '../micro-frontend/island-registry';
