// What a change does with its answer once the server took it: put it in the cache the page reads (a query's
// data, upserted), so the page shows it at once. A refused change leaves the cache as it was: the page shows
// the mutation's own error.

/** Awaits the change (`queryFulfilled` of `onQueryStarted`) and hands its answer to `keep`; a failure is left to the page. */
export async function keepAnswer<T>(done: Promise<{ data: T }>, keep: (data: T) => void): Promise<void> {
  try {
    const { data } = await done;
    keep(data);
  } catch {
    // The page shows the mutation's own error; the cache keeps what was loaded.
  }
}
