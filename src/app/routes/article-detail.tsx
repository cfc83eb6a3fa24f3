import { ArticleDetailPage } from '@/features/articles/ArticleDetailPage';

export const Component = ArticleDetailPage;
