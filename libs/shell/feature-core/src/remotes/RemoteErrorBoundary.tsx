import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteUnavailable } from './RemoteUnavailable';

interface Props {
  remote: string;
  /** Changing it clears a caught error (after a retry). */
  resetKey: number;
  children: ReactNode;
}

interface State {
  error: unknown;
  resetKey: number;
}

/** Third layer: a remote that loaded but throws while rendering is contained to its own area. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[shell] remote "${this.props.remote}" failed while rendering`, error, info.componentStack);
  }

  override render() {
    if (this.state.error) return <RemoteUnavailable remote={this.props.remote} />;
    return this.props.children;
  }
}
