import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  fallback: (retry: () => void) => ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Keeps a remote's failure — to load or to render — inside the remote's own area (and the app's, in the app). */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Rendering failed:', error, info.componentStack);
  }

  private readonly retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
