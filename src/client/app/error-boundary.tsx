import { RefreshCw, RotateCcw, TriangleAlert } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '../components/ui/button.js';
import { Container } from '../components/ui/page.js';
import { useTexts } from '../lib/i18n/use-texts.js';
import { appTexts } from './texts.js';

interface Props {
  children: ReactNode;
  /** A change of this value (the path) clears the error, so navigating away recovers. */
  resetKey: string;
}

interface State {
  error: Error | null;
}

/** Catches a page that fails to render (or whose code fails to load) and shows the fallback of docs/product/screens.md#access-and-page-states. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('page crashed', error, info.componentStack);
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.reset();
  }

  reset = (): void => {
    this.setState({ error: null });
  };

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return <ErrorFallback onRetry={this.reset} />;
  }
}

/** docs/product/screens.md: 'Something went wrong' with Try Again and Reload Page. */
export function ErrorFallback({ onRetry }: { onRetry: () => void }) {
  const t = useTexts(appTexts);
  return (
    <Container className="flex flex-1 flex-col items-center justify-center gap-5 py-20 text-center">
      <span aria-hidden="true" className="flex size-14 items-center justify-center rounded-full bg-red-100 text-red-700">
        <TriangleAlert className="size-7" />
      </span>
      <div role="alert" className="flex flex-col gap-2">
        <h1 className="font-display text-3xl font-semibold text-ink-950">{t.somethingWentWrong}</h1>
        <p className="max-w-md text-base text-ink-500">{t.unexpectedError}</p>
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <Button variant="secondary" onClick={onRetry}>
          <RotateCcw aria-hidden="true" />
          {t.tryAgain}
        </Button>
        <Button
          variant="outline"
          className="text-ink-900"
          onClick={() => {
            window.location.reload();
          }}
        >
          <RefreshCw aria-hidden="true" />
          {t.reloadPage}
        </Button>
      </div>
    </Container>
  );
}
