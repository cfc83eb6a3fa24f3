import { CalculatorPage } from '@/features/ipo/CalculatorPage';

export const Component = CalculatorPage;
