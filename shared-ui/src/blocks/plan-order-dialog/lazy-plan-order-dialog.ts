import { loadFormKit } from '../../forms/form-kit-loader';
import { lazyDialog } from '../../forms/lazy-form-parts';

/**
 * The order dialog of a tariff or pack: it reads the kept promo code and checks it with RTK Query, so it comes apart
 * from the form kit, which a page's consultation form loads without the store.
 */
export const PlanOrderDialog = lazyDialog(
  () =>
    Promise.all([
      import(/* webpackChunkName: "plan-order-dialog" */ './plan-order-dialog'),
      loadFormKit(),
    ]).then(([dialog]) => dialog),
  'PlanOrderDialog',
);
