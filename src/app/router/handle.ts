import type { PageTitleKey } from '@/page/titles';

/** What a route declares in its `handle` (read by the title hook and the page heading). */
export interface RouteHandle {
  /** Key of the page title (document title and heading). */
  title?: PageTitleKey;
}
