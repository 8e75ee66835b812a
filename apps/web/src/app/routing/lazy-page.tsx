import { use, type ComponentType } from 'react';

type PageModule = { Component: ComponentType };

/** A page drawn from a module loaded on first use; `preload` starts (or joins) the load. */
export type LazyPage = ComponentType & { preload(): Promise<unknown> };

/**
 * A lazily loaded page. Unlike React.lazy it draws at once once loaded, so a page whose module
 * was preloaded (the one the server drew, before the browser adopts it) never suspends, and the
 * server's single synchronous drawing finds it ready. A failed load reaches the error boundary
 * and is tried again the next time the page is drawn.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loaded: ComponentType | null = null;
  let loading: Promise<unknown> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.Component;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  function Page() {
    if (!loaded) use(preload());
    const Loaded = loaded as ComponentType;
    return <Loaded />;
  }
  return Object.assign(Page, { preload });
}

/** Starts loading the modules of these pages (routes whose Component is a lazy page). */
export function preloadPages(components: ReadonlyArray<unknown>): Promise<unknown> {
  return Promise.all(
    components.map((component) =>
      typeof component === 'function' && 'preload' in component
        ? (component as LazyPage).preload()
        : undefined,
    ),
  );
}
