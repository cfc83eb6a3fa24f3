import { RegisterPage } from '@/features/auth/RegisterPage';
import { useAuthLinks } from './links';

export function Component() {
  return <RegisterPage links={useAuthLinks()} />;
}
