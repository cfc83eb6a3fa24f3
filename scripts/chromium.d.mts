export declare const CHROMIUM_ARGS: string[];
export declare function findChromium(): string | undefined;
export declare function requireChromium(): string;
export declare const FONTCONFIG_FILE: string;
export declare const DEJAVU_DIR: string;
export declare const DEJAVU_CORE_FILES: string[];
export declare function chromiumEnv(base?: NodeJS.ProcessEnv): Record<string, string>;
