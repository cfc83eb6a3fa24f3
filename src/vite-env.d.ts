/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  readonly VITE_ADMIN_API_URL?: string;
  readonly VITE_API_MOCKING?: string;
  /** The in-browser demo backend's time per call in ms (300 by default; 0 in the e2e build). */
  readonly VITE_DEMO_LATENCY_MS?: string;
  readonly VITE_APP_NAME?: string;
  readonly VITE_TERMS_URL?: string;
  readonly VITE_PRIVACY_URL?: string;
  readonly VITE_SUPPORT_EMAIL?: string;
  readonly VITE_LEGAL_ENTITY?: string;
  readonly VITE_LICENCE?: string;
  readonly VITE_RELEASE?: string;
  readonly VITE_SENTRY_DSN?: string;
  readonly VITE_SENTRY_TUNNEL?: string;
  readonly VITE_RUM_URL?: string;
  readonly VITE_RUM_SAMPLE_RATE?: string;
}
