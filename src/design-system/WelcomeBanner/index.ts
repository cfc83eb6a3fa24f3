export { WelcomeBanner, WELCOME_FADE_MS, type WelcomeBannerProps } from './WelcomeBanner';
