import { QueryClient } from '@tanstack/react-query';
import { keepUserCached } from '@/session';

/** The app's one query client (guards prefetch through it before pages render). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
keepUserCached(queryClient);
