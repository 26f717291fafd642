import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import type pg from 'pg';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { createPool, PG_POOL } from './pool.js';
import { PrismaService } from './prisma.service.js';

@Global()
@Module({
  providers: [{ provide: PG_POOL, inject: [APP_CONFIG], useFactory: (config: AppConfig) => createPool(config) }, PrismaService],
  exports: [PG_POOL, PrismaService],
})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  /** After every module's onModuleDestroy, Prisma's disconnect included. */
  async onApplicationShutdown(): Promise<void> {
    if (!this.pool.ended) await this.pool.end().catch(() => undefined);
  }
}
