import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { FestivalsController } from './festivals.controller.js';
import { FestivalsResolver } from './festivals.resolver.js';
import { FestivalsService } from './festivals.service.js';

@Module({
  imports: [NotificationsModule],
  controllers: [FestivalsController],
  providers: [FestivalsService, FestivalsResolver],
  exports: [FestivalsService],
})
export class FestivalsModule {}
