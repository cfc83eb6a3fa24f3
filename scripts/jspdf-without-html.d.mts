import type { Plugin } from 'vite';
export declare function jspdfWithoutHtmlRendering(): Plugin;
