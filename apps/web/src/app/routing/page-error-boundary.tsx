import { Component, type ReactNode } from 'react';
import { RouteError } from '../routes/route-error';

type Props = {
  children: ReactNode;
  /** A new value (the next address) clears the error. */
  resetKey: string;
};
type State = { resetKey: string; failed: boolean };

/**
 * Shows RouteError in place of a page that failed to draw or to load (a chunk gone after a new
 * deploy); following a link to another address tries again.
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { resetKey: this.props.resetKey, failed: false };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    if (import.meta.env.DEV) console.error(error);
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
