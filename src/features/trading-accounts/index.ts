export { CreateAccountModal, OpenAccount, OpenAccountButton } from './CreateAccountModal';
export { PrimaryAccount } from './PrimaryAccount';
export { TradingAccountDetailPage } from './TradingAccountDetailPage';
export { TradingAccountsPage } from './TradingAccountsPage';
export { useCurrencies } from './useCurrencies';
