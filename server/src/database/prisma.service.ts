import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { PrismaPg } from '@prisma/adapter-pg';
import type pg from 'pg';
import { PrismaClient } from '../generated/prisma/client.js';
import { auditContext } from '../history/audit-context.js';
import { auditedAdapterFactory } from '../history/audited-adapter.js';
import { PG_POOL } from './pool.js';

/** The one Prisma client of the process; only services use it. */
@Injectable()
export class PrismaService extends PrismaClient implements OnModuleDestroy {
  constructor(@Inject(PG_POOL) pool: pg.Pool) {
    // The pool is ended by DatabaseModule, after this client has disconnected.
    // Every write transaction carries who is writing, for the history triggers.
    super({ adapter: auditedAdapterFactory(new PrismaPg(pool), auditContext) });
  }

  async onModuleDestroy(): Promise<void> {
    await this.$disconnect();
  }
}
