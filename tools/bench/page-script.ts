/**
 * The source of `fn` called with `arg`, for `addInitScript({ content })`. The bench runs under tsx, whose compiler
 * keeps function names through a `__name` helper that exists in Node but not in the page: the source brings its own.
 */
export function pageScript<A>(fn: (arg: A) => void, arg: A): string {
  return `(() => { const __name = (target) => target; (${fn.toString()})(${JSON.stringify(arg)}); })();`;
}
