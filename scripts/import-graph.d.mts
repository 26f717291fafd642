export declare function importGraph(root: string, options?: { skip?: (relativePath: string) => boolean }): Map<string, string[]>;
export declare function importCircles(graph: Map<string, string[]>): string[][];
