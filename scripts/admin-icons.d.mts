import type { Plugin } from 'vite';

export declare function blueprintIconNames(): Set<string>;
export declare function findIconNames(...sourceDirs: string[]): string[];
export declare function adminIcons(...sourceDirs: URL[]): Plugin;
