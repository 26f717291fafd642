export declare function importGraph(root: string): Map<string, string[]>;
export declare function importCircles(graph: Map<string, string[]>): string[][];
export declare function checkClientImports(root: string): string[];
