import { Global, Module } from '@nestjs/common';
import { HealthController } from './health.controller.js';
import { IdleCollector } from './idle-collector.js';
import { ServerLifecycle } from './server-lifecycle.js';

@Global()
@Module({ controllers: [HealthController], providers: [ServerLifecycle, IdleCollector], exports: [ServerLifecycle] })
export class HealthModule {}
