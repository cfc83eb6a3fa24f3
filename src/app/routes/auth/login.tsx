import { LoginPage, type LoginPageProps } from '@/features/auth/LoginPage';

// Compared with the literal so a production build drops the demo accounts and their import. Loaded
// with this route's module, before the page first renders: arriving after it (a lazy component
// behind an empty Suspense fallback), the list made the centred sign-in card jump 90 px up about a
// second after the form was on screen, under the pointer of whoever was about to press "Sign in".
const DemoAccounts =
  import.meta.env.VITE_API_MOCKING === 'true'
    ? (await import('../../dev/DemoAccounts')).default
    : null;

const renderDemoAccounts: LoginPageProps['renderDemoAccounts'] = DemoAccounts
  ? (fill) => <DemoAccounts onPick={fill} />
  : undefined;

export function Component() {
  return <LoginPage renderDemoAccounts={renderDemoAccounts} />;
}
