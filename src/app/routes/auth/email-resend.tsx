import { EmailResendPage } from '@/features/auth/EmailResendPage';
import { useAuthLinks } from './links';

export function Component() {
  return <EmailResendPage links={useAuthLinks()} />;
}
