import { PreferencesPage } from '@/features/account/settings/PreferencesPage';

export const Component = PreferencesPage;
