/** `{ env, args }`: spawn(process.execPath, args, { env: { ...yours, ...env } }) runs what `npm run serve` runs. */
export function serveCommand(): { env: Record<string, string>; args: string[] };
