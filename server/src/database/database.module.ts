import { Global, Inject, Module, OnApplicationShutdown, OnModuleDestroy } from '@nestjs/common';
import type pg from 'pg';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { AnswerCache } from '../common/postgres/answer-cache.js';
import { createPool, markPoolStopping, PG_POOL } from '../common/postgres/pool.js';
import { PrismaService } from './prisma.service.js';

@Global()
@Module({
  providers: [{ provide: PG_POOL, inject: [APP_CONFIG], useFactory: (config: AppConfig) => createPool(config) }, PrismaService, AnswerCache],
  exports: [PG_POOL, PrismaService, AnswerCache],
})
export class DatabaseModule implements OnModuleDestroy, OnApplicationShutdown {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  /** The app is closing: a connection cut from here on is part of the stop, not an outage to warn about. */
  onModuleDestroy(): void {
    markPoolStopping(this.pool);
  }

  /** After every module's onModuleDestroy, Prisma's disconnect included. */
  async onApplicationShutdown(): Promise<void> {
    if (!this.pool.ended) await this.pool.end().catch(() => undefined);
  }
}
