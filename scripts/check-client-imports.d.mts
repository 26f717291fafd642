export declare function checkClientImports(root: string): string[];
