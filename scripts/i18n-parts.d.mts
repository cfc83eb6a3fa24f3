export declare const APP_PREFIXES: string[];
export declare const partOf: (id: string) => 'base' | 'app';
