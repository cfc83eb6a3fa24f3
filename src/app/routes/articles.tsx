import { ArticlesPage } from '@/features/articles/ArticlesPage';

export const Component = ArticlesPage;
