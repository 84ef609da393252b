import { island } from 'shared-ui';

/**
 * The islands of shared-ui's own parts, which every remote's pages show. Their code comes with the remote's copy of
 * `shared-ui/islands`, so a page's HTML names their chunks as it names the remote's own islands'.
 */

export const ConsultationDialogFormIsland = island(
  () =>
    import(
      /* webpackChunkName: "ConsultationDialogForm" */ './blocks/consultation-dialog/consultation-dialog-form-island'
    ),
  'ConsultationDialogForm',
  { inDialog: true },
);

export const ConsultationFormIsland = island(
  () =>
    import(
      /* webpackChunkName: "ConsultationSectionForm" */ './blocks/consultation-section/consultation-form-island'
    ),
  'ConsultationSectionForm',
);

export const PlanOrderFormIsland = island(
  () => import(/* webpackChunkName: "PlanOrderForm" */ './blocks/plan-order-dialog/plan-order-form'),
  'PlanOrderForm',
  { store: true, inDialog: true },
);
