const runs = new Map<string, Promise<unknown>>();

/** An e-mailed link's token works once: a page rendered twice (or opened again in the app) shares the first call. */
export function runOnce<T>(key: string, work: () => Promise<T>): Promise<T> {
  let run = runs.get(key) as Promise<T> | undefined;
  if (!run) {
    run = work();
    runs.set(key, run);
  }
  return run;
}
