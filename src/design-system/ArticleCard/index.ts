export { ArticleCard,  } from './ArticleCard';
