export declare function freePort(): Promise<number>;
export declare function startEmbeddedPostgres(options: {
  dataDir: string;
  database?: string;
  log?: (message: string) => void;
}): Promise<{ url: string; stop: () => Promise<void> }>;
