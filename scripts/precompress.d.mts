import type { Plugin } from 'vite';

export declare const COMPRESSIBLE: RegExp;
export declare const MIN_BYTES: number;
export declare function compressBoth(content: Buffer): Promise<{ br: Buffer; gz: Buffer }>;
export declare function precompress(options?: { dir?: string }): Plugin;
