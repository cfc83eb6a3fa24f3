/** Build-time configuration, read in one place. */
const read = (value: unknown, fallback: string): string =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;

const sampleRate = (value: unknown): number => {
  const rate = typeof value === 'string' && value.trim() !== '' ? Number(value) : 1;
  return Number.isFinite(rate) ? Math.min(1, Math.max(0, rate)) : 1;
};

export const env = {
  apiUrl: (import.meta.env.VITE_API_URL as string | undefined) || '',
  adminApiUrl:
    (import.meta.env.VITE_ADMIN_API_URL as string | undefined) ||
    (import.meta.env.VITE_API_URL as string | undefined) ||
    '',
  mocking: import.meta.env.VITE_API_MOCKING === 'true',
  /** The brand: page titles, the navbar, the welcome texts. */
  appName: read(import.meta.env.VITE_APP_NAME, 'Northstar Markets'),
  /** Legal documents, opened in a new tab from registration and the footer. */
  termsUrl: read(import.meta.env.VITE_TERMS_URL, 'https://www.example.com/legal/terms'),
  privacyUrl: read(import.meta.env.VITE_PRIVACY_URL, 'https://www.example.com/legal/privacy'),
  /** Where a signed-out visitor can reach support (signed-in clients use the tickets page). */
  supportEmail: read(import.meta.env.VITE_SUPPORT_EMAIL, 'support@example.com'),
  /** The regulated entity behind the cabinet and its licence, shown in the footer. */
  legalEntity: read(import.meta.env.VITE_LEGAL_ENTITY, 'Northstar Markets Ltd'),
  licence: read(import.meta.env.VITE_LICENCE, 'CySEC 000/00'),
  /** The build's release name (VITE_RELEASE, else version and commit; vite.config.ts). */
  release: read(import.meta.env.VITE_RELEASE, 'development'),
  /** Error reporting (docs/operations.md): nothing is loaded or sent while it is empty. */
  sentryDsn: read(import.meta.env.VITE_SENTRY_DSN, ''),
  /** Where error events go on this origin; the web server forwards them (deploy/nginx.conf). */
  sentryTunnel: read(import.meta.env.VITE_SENTRY_TUNNEL, '/monitoring/sentry'),
  /** Real-user metrics (docs/operations.md): nothing is loaded or sent while it is empty. */
  rumUrl: read(import.meta.env.VITE_RUM_URL, ''),
  /** The share of page loads that report metrics, 0 to 1 (1 when unset or not a number). */
  rumSampleRate: sampleRate(import.meta.env.VITE_RUM_SAMPLE_RATE),
} as const;
