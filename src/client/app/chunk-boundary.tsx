import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** Shown if the part's code cannot be loaded (offline, a new deploy removed the old file). */
  fallback?: ReactNode;
}

/**
 * Keeps a lazily loaded part of the frame (footer, menu, toasts) from taking the whole app down
 * when its code fails to load: that part is left out and the page goes on working.
 */
export class ChunkBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.warn('part of the page could not be loaded', error);
  }

  override render(): ReactNode {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
