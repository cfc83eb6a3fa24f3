export declare const APP_PREFIXES: string[];
export declare const SIGNED_IN_FRAME: string[];
export declare const SIGNED_OUT_PAGES: string[];
export declare const partOf: (id: string) => 'base' | 'app';
