import { ProfilePage } from '@/features/account/profile/ProfilePage';

export const Component = ProfilePage;
