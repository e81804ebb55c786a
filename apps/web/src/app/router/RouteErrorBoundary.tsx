import { Component, type ReactNode } from 'react';

interface Props {
  /** The address shown; a failed page is left when it changes. */
  resetKey: string;
  /** What is shown instead of a page that failed to render or whose code could not load. */
  fallback: ReactNode;
  children: ReactNode;
}

interface State {
  failed: boolean;
  /** The address at which the page failed. */
  failedAt?: string;
}

/**
 * The routes' error boundary: a page that throws while rendering (or whose chunk cannot load, e.g.
 * after a new version was deployed) shows `fallback` instead of a blank screen, until the user
 * moves to another address. React logs the error itself.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true, failedAt: undefined };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (!state.failed) return null;
    if (state.failedAt === undefined) return { failedAt: props.resetKey };
    return state.failedAt === props.resetKey ? null : { failed: false, failedAt: undefined };
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
