import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiGet, ApiError } from './api-client';

const shape = z.object({ count: z.number() });

function answer(body: unknown) {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('apiGet with a schema loader', () => {
  it('starts loading the schema beside the request, then validates with it', async () => {
    let respond: (r: Response) => void = () => undefined;
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (respond = resolve)));
    const loader = vi.fn(() => Promise.resolve(shape));

    const result = apiGet('/api/count', loader);
    expect(loader).toHaveBeenCalledTimes(1); // before any answer arrived
    respond(answer({ count: 3 }));
    await expect(result).resolves.toEqual({ count: 3 });
  });

  it('refuses an answer the loaded schema does not accept', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(answer({ count: 'three' })));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(apiGet('/api/count', () => Promise.resolve(shape))).rejects.toBeInstanceOf(
      ApiError,
    );
  });

  it('reports a failed request, not the schema load, when both fail', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const error = await apiGet('/api/count', () => Promise.reject(new Error('chunk'))).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
  });
});
