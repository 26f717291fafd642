import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { PrismaPg } from '@prisma/adapter-pg';
import type pg from 'pg';
import { type Prisma, PrismaClient } from '../generated/prisma/client.js';
import { auditContext } from './audit-context.js';
import { auditedAdapterFactory } from './audited-adapter.js';
import { PG_POOL } from '../common/postgres/pool.js';

/** An open transaction (`prisma.$transaction(async (tx) => …)`), passed to whatever writes inside it. */
export type Tx = Prisma.TransactionClient;

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
