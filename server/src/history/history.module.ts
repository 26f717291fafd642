import { Global, Module } from '@nestjs/common';
import { HistoryController } from './history.controller.js';
import { HistoryResolver } from './history.resolver.js';
import { HistoryService } from './history.service.js';

/** Global: the sign-in records through it. */
@Global()
@Module({
  providers: [HistoryService, HistoryResolver],
  controllers: [HistoryController],
  exports: [HistoryService],
})
export class HistoryModule {}
