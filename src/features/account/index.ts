/** The account pages: profile, security, settings (interface) and verification. */
export { ProfilePage, SettingsProfilePage } from './profile/ProfilePage';
export { SecurityPage } from './security/SecurityPage';
export { PreferencesPage } from './settings/PreferencesPage';
export { VerificationPage } from './verification/VerificationPage';
export { SettingsFrame, type SettingsSection } from './SettingsFrame';
