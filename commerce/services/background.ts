/**
 * Work a call starts but does not wait for: the mails of registration and password recovery. The
 * answer then takes the same time whether or not the email has an account, since the lookups and
 * writes that differ happen after it. Failures are logged, never lost silently.
 */
const pending = new Set<Promise<void>>();

/** Runs `work` after the current call has answered. */
export function runAfterResponse(label: string, work: () => Promise<void>): void {
  const task = new Promise<void>((resolve) => setImmediate(resolve))
    .then(work)
    .catch((error: unknown) => console.error(`[commerce] ${label} failed`, error))
    .finally(() => pending.delete(task));
  pending.add(task);
}

/** Resolves once every started background task has finished (tests, shutdown). */
export async function backgroundSettled(): Promise<void> {
  while (pending.size) await Promise.all([...pending]);
}
