import type { Plugin } from 'vite';
export declare function axiosWithoutFetchAdapter(): Plugin;
