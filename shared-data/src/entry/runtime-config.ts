/**
 * shared-data/runtime-config: the runtime config's React context. Apart from the store, so a part that shows contacts
 * or dates loads no Redux.
 */

export { RuntimeConfigProvider, useRuntimeConfig } from '../config/runtime-config-context';
