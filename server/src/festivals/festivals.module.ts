import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { FestivalCalendarService } from './calendar/festival-calendar.service.js';
import { FestivalMorningService } from './festival-morning.service.js';
import { FestivalsController } from './festivals.controller.js';
import { FestivalsResolver } from './festivals.resolver.js';
import { FestivalsService } from './festivals.service.js';

@Module({
  imports: [NotificationsModule],
  controllers: [FestivalsController],
  providers: [FestivalsService, FestivalsResolver, FestivalCalendarService, FestivalMorningService],
  exports: [FestivalsService, FestivalCalendarService],
})
export class FestivalsModule {}
