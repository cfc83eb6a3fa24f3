import { lazy, Suspense } from 'react';
import { LoginPage, type LoginPageProps } from '@/features/auth/LoginPage';

// Compared with the literal so a production build drops the demo accounts and their import.
const DemoAccounts =
  import.meta.env.VITE_API_MOCKING === 'true' ? lazy(() => import('../../dev/DemoAccounts')) : null;

const renderDemoAccounts: LoginPageProps['renderDemoAccounts'] = DemoAccounts
  ? (fill) => (
      <Suspense fallback={null}>
        <DemoAccounts onPick={fill} />
      </Suspense>
    )
  : undefined;

export function Component() {
  return <LoginPage renderDemoAccounts={renderDemoAccounts} />;
}
