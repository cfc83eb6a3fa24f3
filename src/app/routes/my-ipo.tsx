import { MyIpoPage } from '@/features/ipo/MyIpoPage';

export const Component = MyIpoPage;
