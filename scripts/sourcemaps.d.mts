import type { Plugin } from 'vite';
export declare const sourceMapsDir: (outDir: string) => string;
export declare function sourceMapsOutside(): Plugin;
