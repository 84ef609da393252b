/** Calls `run` once the page has loaded and the browser is idle (a browser without idle callbacks: 2 s later). */
export function whenIdle(target: Window, run: () => void) {
  const idle = () =>
    typeof target.requestIdleCallback === 'function'
      ? target.requestIdleCallback(run, { timeout: 10_000 })
      : target.setTimeout(run, 2000);
  if (target.document.readyState === 'complete') idle();
  else target.addEventListener('load', idle, { once: true });
}
