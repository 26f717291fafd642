import type { Plugin } from 'vite';

export declare function blueprintIconNames(): Set<string>;
export declare function findIconNames(sourceDir: string): string[];
export declare function adminIcons(sourceDir: URL): Plugin;
