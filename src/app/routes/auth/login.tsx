import { LoginPage } from '@/features/auth/LoginPage';
import { useAuthLinks } from './links';

export function Component() {
  return <LoginPage links={useAuthLinks()} />;
}
