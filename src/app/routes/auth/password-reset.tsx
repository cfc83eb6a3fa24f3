import { PasswordResetPage } from '@/features/auth/PasswordResetPage';
import { useAuthLinks } from './links';

export function Component() {
  return <PasswordResetPage links={useAuthLinks()} />;
}
