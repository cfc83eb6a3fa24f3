import { ComingSoonPage } from '../pages/ComingSoonPage';

export const Component = ComingSoonPage;
