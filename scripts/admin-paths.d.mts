import type { Plugin } from 'vite';

export declare function adminPaths(entitiesDir: URL): Plugin;
