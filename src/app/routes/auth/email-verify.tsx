import { EmailVerifyPage } from '@/features/auth/EmailVerifyPage';
import { useAuthLinks } from './links';

export function Component() {
  return <EmailVerifyPage links={useAuthLinks()} />;
}
