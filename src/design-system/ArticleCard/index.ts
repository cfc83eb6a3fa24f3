export { ArticleCard } from './ArticleCard';
