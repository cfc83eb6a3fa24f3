import { createContext } from 'react';

/**
 * True while the build renders a signed-out page to HTML (render.tsx): parts meant only for that
 * HTML render (the notice shown with JavaScript off, moved into <noscript> there).
 */
export const Prerendering = createContext(false);
