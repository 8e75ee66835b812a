/**
 * `placeholderData` for a query whose key ends with the caller's part (the token): while the
 * answer for the person signed in loads, the answer the page already shows for the same thing
 * (the signed-out one the server drew) stays. Without it the page would fall back to its loading
 * state just after it came alive and draw everything again under the person's finger: a tap or a
 * choice made meanwhile would be lost. Another thing (another therapist) keeps nothing.
 */
export function keepAcrossSignIn<TData>(
  previous: TData | undefined,
  previousQuery: { queryKey: readonly unknown[] } | undefined,
  queryKey: readonly unknown[],
): TData | undefined {
  if (previous === undefined || !previousQuery) return undefined;
  const sameThing = (key: readonly unknown[]) => JSON.stringify(key.slice(0, -1));
  return sameThing(previousQuery.queryKey) === sameThing(queryKey) ? previous : undefined;
}
