/**
 * shared-ui/islands: shared-ui's own islands — the consultation forms of the section and the dialog, the order form of a
 * tariff or pack — and the registry that lists them with a remote's. Small: each island's code loads when it hydrates.
 */
export { ConsultationDialogFormIsland, ConsultationFormIsland, PlanOrderFormIsland } from '../islands';
export { islandRegistry } from '../micro-frontend/island-registry';
