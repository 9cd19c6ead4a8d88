/**
 * Like Promise.all, but waits for every promise to settle before rejecting with the first failure:
 * work already started (a delivery, a job) finishes and is recorded before the caller retries it.
 */
export async function settleAll<T>(promises: Iterable<Promise<T>>): Promise<T[]> {
  const results = await Promise.allSettled(promises);
  const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) throw failed.reason;
  return results.map((result) => (result as PromiseFulfilledResult<T>).value);
}
