import { Module } from '@nestjs/common';
import { FestivalsController } from './festivals.controller.js';
import { FestivalsResolver } from './festivals.resolver.js';
import { FestivalsService } from './festivals.service.js';

@Module({
  controllers: [FestivalsController],
  providers: [FestivalsService, FestivalsResolver],
  exports: [FestivalsService],
})
export class FestivalsModule {}
