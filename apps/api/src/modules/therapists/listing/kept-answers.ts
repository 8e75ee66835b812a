/**
 * Finished answers (a response body) kept by the request that asked for them, so a repeat of the
 * same request skips parsing, validation and the caches' keys: each is kept with the versions it
 * was read under and handed out only while those are still the current versions and its own time
 * (`validUntil`) has not passed. An answer about one thing (a therapist's profile) names it as its
 * subject, whose versions the caller reads before asking. Bounded: past `maxEntries` the oldest
 * is dropped.
 */
export function createKeptAnswers<Body>(opts: { maxEntries: number; now: () => number }) {
  const entries = new Map<
    string,
    { versions: string; validUntil: number; body: Body; subject: string }
  >();
  return {
    get(request: string, versions: string): Body | undefined {
      const entry = entries.get(request);
      if (!entry) return undefined;
      if (entry.versions === versions && opts.now() < entry.validUntil) return entry.body;
      entries.delete(request);
      return undefined;
    },
    /** What the answer kept for this request is about, if one is kept. */
    subjectOf(request: string): string | undefined {
      return entries.get(request)?.subject;
    },
    keep(request: string, versions: string, validUntil: number, body: Body, subject = ''): void {
      entries.delete(request);
      entries.set(request, { versions, validUntil, body, subject });
      if (entries.size > opts.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
    },
    get size() {
      return entries.size;
    },
  };
}

export type KeptAnswers<Body> = ReturnType<typeof createKeptAnswers<Body>>;
