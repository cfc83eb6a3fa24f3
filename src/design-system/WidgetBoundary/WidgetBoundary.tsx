import { Component, type ErrorInfo, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  min-width: 0;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;

  & > svg {
    flex: none;
    color: ${({ theme }) => theme.colors.danger};
  }
  p {
    flex: 1 1 12rem;
    min-width: 0;
    margin: 0;
  }
`;

export interface WidgetBoundaryProps {
  /** The part of the page this boundary keeps apart: when it throws, only it is replaced. */
  children: ReactNode;
  /** Shown in its place, e.g. "This part could not be shown." (translated by the caller). */
  message: string;
  /** Label of the retry button, e.g. "Try again". */
  retryLabel: string;
  /**
   * Called on retry before the part renders again: e.g. `retry` of a `lazyWidget` whose code
   * failed to load (React keeps a failed lazy component failed).
   */
  onRetry?: () => void;
  /** A change of this value renders the part again (e.g. a sibling's retry fixed their shared cause). */
  resetKey?: unknown;
  /** Told about each failure (the default logs it to the console). */
  onError?: (error: unknown, info: ErrorInfo) => void;
}

interface State {
  failed: boolean;
}

/**
 * Keeps a widget's failure (a render error, its code failing to load) inside the widget: the rest
 * of the page stays usable and the widget's place shows a compact message with a retry in place,
 * instead of the whole page turning into the error page.
 */
export class WidgetBoundary extends Component<WidgetBoundaryProps, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (this.props.onError) this.props.onError(error, info);
    else console.error('A part of the page failed', error);
  }

  override componentDidUpdate(previous: WidgetBoundaryProps) {
    if (this.state.failed && !Object.is(previous.resetKey, this.props.resetKey)) {
      this.setState({ failed: false });
    }
  }

  private retry = () => {
    this.props.onRetry?.();
    this.setState({ failed: false });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Box data-widget-error="">
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0zM12 9v4M12 17h.01"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.75"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <p>{this.props.message}</p>
        <Button variant="secondary" size="sm" onClick={this.retry}>
          {this.props.retryLabel}
        </Button>
      </Box>
    );
  }
}
