export { WelcomeBanner, WELCOME_FADE_MS } from './WelcomeBanner';
