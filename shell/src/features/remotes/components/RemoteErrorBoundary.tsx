import { Component, type ErrorInfo, lazy, type ReactNode, Suspense } from 'react';

const ModuleUnavailable = lazy(() => import('./ModuleUnavailable.tsx'));

interface Props {
  readonly remote: string;
  readonly onRetry: () => void;
  readonly children: ReactNode;
}

/** Contains a remote's failure (not loadable, or throwing while rendering) to its own route. */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Remote ${this.props.remote} failed`, error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.failed)
      return (
        <Suspense fallback={null}>
          <ModuleUnavailable remote={this.props.remote} onRetry={this.props.onRetry} />
        </Suspense>
      );
    return this.props.children;
  }
}
