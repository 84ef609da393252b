import type { Handler } from '../http/handler';
import { checkPromoCode } from './check-promo-code';

/** Every function the gateway serves at `/functions/v1/<name>`. */
export const handlers: Readonly<Record<string, Handler>> = Object.freeze({
  'check-promo-code': checkPromoCode,
});

export const findHandler = (
  registry: Readonly<Record<string, Handler>>,
  name: string,
): Handler | undefined => (Object.hasOwn(registry, name) ? registry[name] : undefined);
