import { Global, Module } from '@nestjs/common';
import { HealthController } from './health.controller.js';
import { ServerLifecycle } from './server-lifecycle.js';

@Global()
@Module({ controllers: [HealthController], providers: [ServerLifecycle], exports: [ServerLifecycle] })
export class HealthModule {}
