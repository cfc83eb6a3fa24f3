import { PasswordRequestPage } from '@/features/auth/PasswordRequestPage';
import { useAuthLinks } from './links';

export function Component() {
  return <PasswordRequestPage links={useAuthLinks()} />;
}
