/** Build-time configuration, read in one place. */
const read = (value: unknown, fallback: string): string =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;

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
} as const;
