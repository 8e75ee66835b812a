import { describe, expect, it } from 'vitest';
import { cachingPageDrawer, type DrawPage, type FetchApi } from './page-drawer';

/** An API with one answer per path, and a renderer that draws that answer and counts drawings. */
function setup(options: Parameters<typeof cachingPageDrawer>[2] = {}) {
  const answers = new Map<string, string>([['/api/data', 'one']]);
  const fetchApi: FetchApi = async (url) =>
    new Response(answers.get(url) ?? 'missing', { status: answers.has(url) ? 200 : 404 });
  let drawings = 0;
  let release: (() => void) | undefined;
  let hold = false;
  const draw = cachingPageDrawer(
    (recordingFetch): DrawPage =>
      async (url) => {
        drawings++;
        if (hold) await new Promise<void>((resolve) => (release = resolve));
        const body = await (await recordingFetch('/api/data', {})).text();
        return { html: `${url}:${body}`, stateScript: '' };
      },
    fetchApi,
    options,
  );
  return {
    answers,
    draw,
    drawings: () => drawings,
    holdDrawings: () => (hold = true),
    release: () => release?.(),
  };
}

describe('cachingPageDrawer', () => {
  it('sends the kept page while its answers are unchanged, and draws again when one changes', async () => {
    const s = setup();
    expect((await s.draw('/a'))?.html).toBe('/a:one');
    expect((await s.draw('/a'))?.html).toBe('/a:one');
    expect(s.drawings()).toBe(1);
    s.answers.set('/api/data', 'two');
    expect((await s.draw('/a'))?.html).toBe('/a:two');
    expect(s.drawings()).toBe(2);
  });

  it('draws a page afresh each minute, what it shows can depend on the time', async () => {
    let now = 60_000 * 1000 + 59_000;
    const s = setup({ now: () => now });
    await s.draw('/a');
    now += 1_000;
    await s.draw('/a');
    expect(s.drawings()).toBe(2);
  });

  it('keeps at most the given number of pages, the least recently used going first', async () => {
    const s = setup({ maxCachedPages: 2 });
    await s.draw('/a');
    await s.draw('/b');
    await s.draw('/a');
    await s.draw('/c');
    expect(s.drawings()).toBe(3);
    await s.draw('/a');
    expect(s.drawings()).toBe(3);
    await s.draw('/b');
    expect(s.drawings()).toBe(4);
  });

  it('sends pages undrawn beyond the drawings allowed at once, or when a drawing throws', async () => {
    const s = setup({ maxConcurrentDrawings: 1 });
    s.holdDrawings();
    const first = s.draw('/a');
    await new Promise((resolve) => setImmediate(resolve));
    expect(await s.draw('/b')).toBeNull();
    s.release();
    expect((await first)?.html).toBe('/a:one');

    const errors: string[] = [];
    const failing = cachingPageDrawer(
      () => async () => {
        throw new Error('broken');
      },
      async () => new Response(''),
      { onError: (_error, url) => errors.push(url) },
    );
    expect(await failing('/x')).toBeNull();
    expect(errors).toEqual(['/x']);
  });
});
