import { InvestorPage } from '@/features/investor/InvestorPage';

export const Component = InvestorPage;
