import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { lazyPage, preloadPages } from './lazy-page';

const Hello = () => createElement('p', null, 'hello');

async function drawn(node: React.ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(node);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

describe('a lazy page', () => {
  it('loads its module once and, once loaded, draws in one synchronous pass', async () => {
    let loads = 0;
    const Page = lazyPage(async () => {
      loads += 1;
      return { Component: Hello };
    });
    await preloadPages([Page, undefined, 'not a page']);
    await Page.preload();
    expect(loads).toBe(1);
    expect(renderToString(createElement(Page))).toBe('<p>hello</p>');
  });

  it('waits for its module when drawn before it is loaded', async () => {
    const Page = lazyPage(
      () => new Promise((resolve) => setTimeout(() => resolve({ Component: Hello }), 5)),
    );
    expect(await drawn(createElement(Page))).toContain('<p>hello</p>');
  });

  it('tries a failed load again the next time', async () => {
    let attempt = 0;
    const Page = lazyPage(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('chunk gone');
      return { Component: Hello };
    });
    await expect(Page.preload()).rejects.toThrow('chunk gone');
    await Page.preload();
    expect(attempt).toBe(2);
    expect(renderToString(createElement(Page))).toBe('<p>hello</p>');
  });
});
