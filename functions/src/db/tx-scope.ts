import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Catches the outer `db.query` called inside `db.transaction`: on PGlite it deadlocks (one connection, the
 * transaction holds it), on PostgreSQL it silently runs outside the transaction. Both become a clear error.
 */
export function createTxScope() {
  const scope = new AsyncLocalStorage<true>();
  return {
    run<T>(fn: () => Promise<T>): Promise<T> {
      return scope.run(true, fn);
    },
    assertOutside(): void {
      if (scope.getStore()) {
        throw new Error('The outer db was used inside db.transaction(): use the tx passed to the callback');
      }
    },
  };
}
