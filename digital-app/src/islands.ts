import { island } from 'shared-ui';

/**
 * The parts of the studio's pages a visitor acts on. On a server-rendered page each hydrates on its own; the
 * sections around them are static markup that loads no code.
 */

export const DigitalConstructorFormIsland = island(
  () =>
    import(
      /* webpackChunkName: "DigitalConstructorForm" */ './features/digital-constructor/components/digital-constructor-form'
    ),
  'DigitalConstructorForm',
  { inDialog: true },
);

export const ServiceOrderFormIsland = island(
  () =>
    import(
      /* webpackChunkName: "ServiceOrderForm" */ './features/service-order/components/service-order-form'
    ),
  'ServiceOrderForm',
  { inDialog: true },
);
