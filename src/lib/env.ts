/** Build-time configuration, read in one place. */
export const env = {
  apiUrl: (import.meta.env.VITE_API_URL as string | undefined) || '',
  adminApiUrl:
    (import.meta.env.VITE_ADMIN_API_URL as string | undefined) ||
    (import.meta.env.VITE_API_URL as string | undefined) ||
    '',
  mocking: import.meta.env.VITE_API_MOCKING === 'true',
  appName: (import.meta.env.VITE_APP_NAME as string | undefined) || 'Cabinet',
} as const;
