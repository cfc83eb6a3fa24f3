import type { ReactNode } from 'react';
import { ErrorState } from '@/design-system/ErrorState';

export interface NotFoundProps {
  /** What is missing ("Wallet not found"), the page's one h1. */
  title: string;
  /** Why, and where to look instead. */
  description: string;
  /** A way back to the list, shown under the text (a page whose back link stays above leaves it out). */
  back?: ReactNode;
}

/**
 * A detail page whose item the server does not know for this client (404, or an id that cannot be
 * one): said as a missing page, with no retry (asking again finds nothing more).
 */
export function NotFound({ title, description, back }: NotFoundProps) {
  return <ErrorState variant="404" title={title} description={description} action={back} />;
}
