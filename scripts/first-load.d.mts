import type { Plugin } from 'vite';
export interface Page {
  pattern: string;
  module: string;
}
export interface PreloadPlan {
  f: string[];
  r: [string, number[]][];
  m: number[];
  h: number[];
  c: Record<string, [number, number]>;
}
export declare function routerPages(): Page[];
export declare function patternSource(pattern: string): string;
export declare function preloadPlan(
  bundle: Record<string, unknown>,
  pages: Page[],
  alreadyLoaded: string[],
): PreloadPlan;
export declare function plannedFiles(
  plan: PreloadPlan,
  pathname: string,
  cookies: string,
): string[];
export declare function readPlan(html: string): PreloadPlan | undefined;
export declare function preloadScript(plan: PreloadPlan): string;
export type SessionCall = [method: string, path: string, body: string | null];
export declare const SESSION_CALLS: SessionCall[];
export type PageCall = [route: string, method: string, path: string, body: string | null];
export declare const PAGE_CALLS: PageCall[];
export interface SessionCallsPlan {
  u: string;
  c: SessionCall[];
  p: [pattern: string, method: string, path: string, body: string | null][];
  l: string[];
  d: string;
}
export declare function sessionCallsPlan(apiUrl?: string): SessionCallsPlan;
export declare function startSessionCalls(
  early: SessionCallsPlan,
  pathname: string,
  cookies: string,
  search?: string,
): unknown;
export declare function sessionCallsScript(early: SessionCallsPlan): string;
export declare function firstLoad(options?: { sessionCalls?: { apiUrl?: string } | false }): Plugin;
export interface RouteRoots {
  signedOut: string[];
  signedIn: string[];
  landing: string[];
}
export declare function routeRoots(entry: string): RouteRoots;
export declare function firstLoadChunks(
  entry: string,
  roots?: RouteRoots,
): {
  groups: {
    debugName: string;
    priority: number;
    includeDependenciesRecursively?: boolean;
    name: (
      id: string,
      ctx: { getModuleInfo(id: string): { importedIds: readonly string[] } | null },
    ) => string | null;
  }[];
};
