export declare function applyMigrationsInChild(databaseUrl: string): Promise<string[]>;
