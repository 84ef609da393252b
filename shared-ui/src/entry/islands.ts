/**
 * shared-ui/islands: shared-ui's own islands — the consultation forms of the section and the dialog — and the registry that
 * lists them with a remote's. Small: each island's code loads when it hydrates.
 */
export { ConsultationDialogFormIsland, ConsultationFormIsland } from '../islands';
export { type SiteMenu, siteMenus } from '../layout/site-header/site-menus';
export { islandRegistry } from '../micro-frontend/island-registry';
