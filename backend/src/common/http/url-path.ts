/** A request's URL without its query (`/p/bag?x=1` → `/p/bag`), cut without `split` on hot paths. */
export function withoutQuery(url: string): string {
  const query = url.indexOf('?');
  return query < 0 ? url : url.slice(0, query);
}
