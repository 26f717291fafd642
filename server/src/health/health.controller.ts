import { Controller, Get, Inject } from '@nestjs/common';
import type pg from 'pg';
import { Public } from '../common/auth/roles.js';
import { AppError } from '../common/errors/app-error.js';
import { PG_POOL } from '../common/postgres/pool.js';
import { ApiRoute } from '../common/rest/api-route.js';

/**
 * For load balancers, docker-compose and the test harness: 200 when the
 * database answers, else 503 with the database's message.
 */
@Controller('health')
export class HealthController {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  @ApiRoute({
    summary: 'Health check',
    description: 'For load balancers: 200 when the database answers, else 503.',
    data: {
      schema: {
        type: 'object',
        required: ['status', 'database'],
        properties: { status: { type: 'string', enum: ['ok'] }, database: { type: 'string', enum: ['up'] } },
      },
    },
    message: 'Success',
  })
  @Get()
  @Public()
  async health() {
    try {
      await this.pool.query('SELECT 1');
    } catch {
      throw AppError.databaseDown();
    }
    return { status: 'ok', database: 'up' };
  }
}
