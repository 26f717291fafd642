// docker-compose.yml cannot run here (no Docker engine); this checks what can
// be checked without it: the file parses, the s3 profile has its parts, and
// the replicas' settings pass the app's own configuration check.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { load } from 'js-yaml';
import { loadConfig } from '../../server/src/config/app-config.js';
import { serveCommand } from '../../scripts/serve-command.mjs';

interface ComposeService {
  profiles?: string[];
  deploy?: { replicas?: number };
  environment?: Record<string, string | number>;
  depends_on?: Record<string, unknown> | string[];
  command?: string[];
  volumes?: string[];
}

/** `${NAME:-default}` → default, `${NAME:?message}` → a stand-in value, as compose would with nothing set. */
const resolve = (value: string | number) =>
  String(value)
    .replace(/\$\{[A-Z0-9_]+:-([^}]*)\}/g, '$1')
    .replace(/\$\{[A-Z0-9_]+:\?[^}]*\}/g, 'x'.repeat(40));

describe('docker-compose.yml (issue 19)', () => {
  it('runs, in profile s3, MinIO and two app replicas on it behind a proxy, with settings the app accepts', async () => {
    const compose = load(await readFile('docker-compose.yml', 'utf8')) as { services: Record<string, ComposeService> };
    const { services } = compose;
    for (const name of ['minio', 'minio-init', 'app-s3', 'proxy']) expect(services[name].profiles).toEqual(['s3']);
    expect(services.app.profiles).toBeUndefined();
    expect(services['app-s3'].deploy?.replicas).toBe(2);
    expect(Object.keys(services['app-s3'].depends_on ?? {})).toEqual(expect.arrayContaining(['db', 'minio-init']));

    const env = Object.fromEntries(Object.entries(services['app-s3'].environment ?? {}).map(([key, value]) => [key, resolve(value)]));
    const config = await loadConfig({ ...env, DATA_DIR: '/tmp/poster-admin-compose-check' });
    expect(config.storage).toMatchObject({ kind: 's3', bucket: 'posters', endpoint: 'http://minio:9000', forcePathStyle: true });
    expect(config.trustProxyHops).toBe(1);

    const nginx = await readFile('deploy/nginx.conf', 'utf8');
    expect(nginx).toMatch(/server app-s3:3000/);
    expect(nginx).toMatch(/X-Forwarded-For \$proxy_add_x_forwarded_for/);
  });

  it('backs up, in profile backup, the app’s database and uploads volume with the backup CLI', async () => {
    const { services } = load(await readFile('docker-compose.yml', 'utf8')) as { services: Record<string, ComposeService> };
    const backup = services.backup;
    expect(backup.profiles).toEqual(['backup']);
    expect(backup.command).toEqual(['node', 'dist/server/src/cli/backup.js', '/backups']);
    expect(existsSync('server/src/cli/backup.ts')).toBe(true);
    expect(resolve(backup.environment!.DATABASE_URL)).toBe(resolve(services.app.environment!.DATABASE_URL));
    expect(backup.volumes).toEqual(expect.arrayContaining(['app-data:/data', './backups:/backups']));
    await loadConfig({
      ...Object.fromEntries(Object.entries(backup.environment ?? {}).map(([key, value]) => [key, resolve(value)])),
      DATA_DIR: '/tmp/poster-admin-compose-check',
    });
  });

  it('starts the server from the Dockerfile as npm run serve (and so npm start and the benches) does: same Node flags and malloc settings', async () => {
    const serve = serveCommand();
    expect(serve.args.at(-1)).toBe('dist/server/src/main.js');
    // --expose-gc: the collection once quiet after a burst (server/src/health/idle-collector.ts).
    expect(serve.args).toEqual(expect.arrayContaining(['--max-semi-space-size=8', '--expose-gc']));
    expect(serve.env).toEqual({ MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072', MALLOC_TRIM_THRESHOLD_: '131072' });

    const dockerfile = await readFile('Dockerfile', 'utf8');
    const cmd = JSON.parse(dockerfile.match(/^CMD (\[.*\])$/m)![1]) as string[];
    expect(cmd).toEqual(['node', ...serve.args]);
    for (const [name, value] of Object.entries(serve.env)) expect(dockerfile).toMatch(new RegExp(`${name}=${value}\\b`));
  });
});
