import { SettingsProfilePage } from '@/features/account/profile/ProfilePage';

export const Component = SettingsProfilePage;
