import { requireChromium } from './chromium.mjs';

requireChromium();
