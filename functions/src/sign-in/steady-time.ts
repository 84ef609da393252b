/**
 * Resolves with the work's result no sooner than `floorMs` after it started, so an answer's time tells nothing of
 * which path the work took (a listed manager's address queues a mail, an unlisted one does not) while the work
 * takes less than the floor. Errors pass through at once: they are the server's faults, not an address's.
 */
export async function steadyTime<T>(floorMs: number, work: () => Promise<T>): Promise<T> {
  const floor = new Promise<void>((done) => setTimeout(done, floorMs));
  const result = await work();
  await floor;
  return result;
}
