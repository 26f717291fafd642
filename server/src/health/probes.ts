import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Request, Response } from 'express';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { projectRoot } from '../config/app-config.js';
import { PG_POOL } from '../common/postgres/pool.js';
import { ServerLifecycle } from './server-lifecycle.js';

/** The newest migration this build carries (prisma/migrations/<name>); undefined when the folder is not shipped. */
function latestMigration(): string | undefined {
  try {
    return readdirSync(path.join(projectRoot, 'prisma', 'migrations'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort()
      .at(-1);
  } catch {
    return undefined;
  }
}

/**
 * Kubernetes-style probes beside GET /adminapi/health (kept for existing load balancers):
 * - GET /livez: 200 while the process runs and answers (restart it when this fails);
 * - GET /readyz: 200 when this build's migrations are applied, the database answers
 *   and the process is not stopping; else 503 with the reason (send it no traffic).
 * Plain handlers before the client pages, outside /adminapi: no token, no envelope.
 */
export function serveProbes(app: NestExpressApplication): void {
  const lifecycle = app.get(ServerLifecycle);
  const pool = app.get<pg.Pool>(PG_POOL);
  const migration = latestMigration();
  const answer = (response: Response, status: number, body: Record<string, string>) => {
    response.status(status).setHeader('Cache-Control', 'no-store').json(body);
  };
  app.use('/livez', (request: Request, response: Response, next: () => void) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    answer(response, 200, { status: 'live' });
  });
  app.use('/readyz', async (request: Request, response: Response, next: () => void) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    if (lifecycle.stopping) return answer(response, 503, { status: 'stopping' });
    try {
      const { rows } = await pool.query<{ pending: number; latest: boolean | null }>(
        `SELECT count(*) FILTER (WHERE finished_at IS NULL AND rolled_back_at IS NULL)::int AS pending,
                bool_or(migration_name = $1 AND finished_at IS NOT NULL) AS latest
           FROM _prisma_migrations`,
        [migration ?? ''],
      );
      if (rows[0].pending > 0 || (migration && !rows[0].latest)) return answer(response, 503, { status: 'migrating' });
    } catch {
      return answer(response, 503, { status: 'database unavailable' });
    }
    // Checked again: the process may have begun to stop during the query.
    answer(response, lifecycle.stopping ? 503 : 200, { status: lifecycle.stopping ? 'stopping' : 'ready' });
  });
}
