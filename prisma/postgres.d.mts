export declare function freePort(): Promise<number>;
export declare function startEmbeddedPostgres(options: {
  dataDir: string;
  database?: string;
  log?: (message: string) => void;
}): Promise<{ url: string; stop: () => Promise<void> }>;
/** Leaves SIGHUP, SIGINT and SIGTERM to the caller, who stops the database after closing its connections. */
export declare function leaveStopSignalsToCaller(): void;
