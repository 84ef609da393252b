import { keepEarlyErrors } from './early-errors';

/** An uncaught error as the page reports it (cancelled, so the test runner does not take it for its own). */
const throwUncaught = (error: unknown) =>
  window.dispatchEvent(new ErrorEvent('error', { error, message: String(error), cancelable: true }));

beforeAll(() => window.addEventListener('error', (event) => event.preventDefault()));

test('keeps the page’s errors until stopped, at most 20, once per page', () => {
  const early = keepEarlyErrors();
  expect(keepEarlyErrors()).toBe(early);
  const first = new Error('before the SDK');
  throwUncaught(first);
  const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
  rejection.reason = 'a rejected promise';
  window.dispatchEvent(rejection);
  expect(early.kept).toEqual([first, 'a rejected promise']);

  for (let n = 0; n < 50; n += 1) throwUncaught(new Error(`loop ${n}`));
  expect(early.kept).toHaveLength(20);

  early.stop();
  early.kept.length = 0;
  throwUncaught(new Error('after the SDK took over'));
  expect(early.kept).toEqual([]);
});
