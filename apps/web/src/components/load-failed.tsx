import { Component, type ReactNode } from 'react';

type Props = { children: ReactNode; fallback: ReactNode };

/**
 * Draws `fallback` in place of a part whose code could not be fetched (offline, a flaky line) or
 * failed to draw, so the rest of the page stays. The header's menus sit outside the page's own
 * error boundary: without this, a menu that failed to load replaced the whole page with an error.
 */
export class LoadFailed extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    if (import.meta.env.DEV) console.error(error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
