export declare const SERVER_LAYERS: ReadonlyArray<{ name: string; parts: string[] }>;
export declare function checkServerImports(root: string): string[];
