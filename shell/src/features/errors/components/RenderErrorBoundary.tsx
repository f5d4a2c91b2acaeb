import { useLocation } from '@cenacle/kit/router';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RenderError } from './RenderError.tsx';

interface Props {
  readonly children: ReactNode;
}

interface BoundaryProps extends Props {
  readonly pathname: string;
}

interface BoundaryState {
  readonly failed: boolean;
  readonly pathname: string;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  /** A failed page stays failed until the visitor goes elsewhere. */
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): BoundaryState | null {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Page failed to render', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <RenderError /> : this.props.children;
  }
}

/** Spec §8: a page that throws while rendering shows the render error, until the path changes. */
export function RenderErrorBoundary(props: Props) {
  const { pathname } = useLocation();
  return <Boundary pathname={pathname}>{props.children}</Boundary>;
}
