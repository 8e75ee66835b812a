import { describe, expect, it } from 'vitest';
import { NavigationType, type Location } from 'react-router';
import { createScrollMemory } from './scroll-memory';

const at = (key: string, pathname = '/therapists', hash = ''): Location => ({
  key,
  pathname,
  hash,
  search: '',
  state: null,
});

/** A window with just what the memory touches: scroll, history, storage, pagehide. */
function fakeWindow(stored: Record<string, string> = {}) {
  const listeners = new Map<string, () => void>();
  const elements = new Map<string, { scrolledTo: boolean; scrollIntoView(): void }>();
  const win = {
    scrollY: 0,
    history: { scrollRestoration: 'auto' },
    sessionStorage: {
      getItem: (k: string) => stored[k] ?? null,
      setItem: (k: string, v: string) => void (stored[k] = v),
    },
    scrollTo(_x: number, y: number) {
      win.scrollY = y;
    },
    addEventListener: (name: string, fn: () => void) => listeners.set(name, fn),
    removeEventListener: (name: string) => listeners.delete(name),
    document: { getElementById: (id: string) => elements.get(id) ?? null },
  };
  const addElement = (id: string) => {
    const element = {
      scrolledTo: false,
      scrollIntoView() {
        element.scrolledTo = true;
      },
    };
    elements.set(id, element);
    return element;
  };
  return { win, stored, addElement, fire: (name: string) => listeners.get(name)?.() };
}

describe('scroll memory', () => {
  it('returns to where an entry was left on Back, and opens a new page at its top', () => {
    const { win } = fakeWindow();
    const memory = createScrollMemory(win as unknown as Window);
    memory.start();
    expect(win.history.scrollRestoration).toBe('manual');

    win.scrollY = 1800;
    memory.save(at('listing'));
    memory.arrive(at('profile', '/therapist/asha'), NavigationType.Push, false);
    expect(win.scrollY).toBe(0);

    win.scrollY = 400;
    memory.save(at('profile', '/therapist/asha'));
    memory.arrive(at('listing'), NavigationType.Pop, false);
    expect(win.scrollY).toBe(1800);
  });

  it('leaves the scroll alone for a filter change, and goes to a fragment when there is one', () => {
    const { win, addElement } = fakeWindow();
    const memory = createScrollMemory(win as unknown as Window);
    memory.start();
    win.scrollY = 900;
    memory.arrive(at('filtered'), NavigationType.Replace, true);
    expect(win.scrollY).toBe(900);

    const reviews = addElement('reviews');
    memory.arrive(at('with-hash', '/therapist/asha', '#reviews'), NavigationType.Push, false);
    expect(reviews.scrolledTo).toBe(true);
    expect(win.scrollY).toBe(900);

    memory.arrive(at('missing', '/about', '#%E0%A4'), NavigationType.Push, false);
    expect(win.scrollY).toBe(0);
  });

  it('keeps positions across a reload of the tab, scoped by path for first entries', () => {
    const first = fakeWindow();
    const memory = createScrollMemory(first.win as unknown as Window);
    memory.start();
    first.win.scrollY = 1200;
    memory.save(at('default', '/therapists'));
    first.fire('pagehide');
    expect(first.win.history.scrollRestoration).toBe('auto');

    const reloaded = fakeWindow(first.stored);
    const again = createScrollMemory(reloaded.win as unknown as Window);
    again.start();
    again.arriveFirst(at('default', '/about'));
    expect(reloaded.win.scrollY).toBe(0);
    again.arriveFirst(at('default', '/therapists'));
    expect(reloaded.win.scrollY).toBe(1200);
  });

  it('survives storage that refuses or holds garbage', () => {
    const { win } = fakeWindow({ 'scroll-positions': '{not json' });
    win.sessionStorage.setItem = () => {
      throw new Error('quota');
    };
    const memory = createScrollMemory(win as unknown as Window);
    expect(() => memory.start()).not.toThrow();
    memory.save(at('a'));
    expect(() => memory.arrive(at('a'), NavigationType.Pop, false)).not.toThrow();
  });
});
