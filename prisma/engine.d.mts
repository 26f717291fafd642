export declare const schemaPath: string;
export declare const migrationsDir: string;
export declare function diffMigrationsToSchema(databaseUrl: string, options?: { schemaFile?: string; dir?: string }): Promise<string>;
export declare function isEmptyMigration(sql: string): boolean;
export declare function applyMigrations(databaseUrl: string, dir?: string): Promise<string[]>;
