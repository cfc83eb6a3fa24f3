/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  readonly VITE_ADMIN_API_URL?: string;
  readonly VITE_API_MOCKING?: string;
  readonly VITE_APP_NAME?: string;
}
