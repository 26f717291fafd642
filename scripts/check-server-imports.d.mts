export declare function checkServerImports(root: string): string[];
