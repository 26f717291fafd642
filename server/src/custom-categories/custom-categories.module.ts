import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { CustomCategoriesController } from './custom-categories.controller.js';
import { CustomCategoriesResolver } from './custom-categories.resolver.js';
import { CustomCategoriesService } from './custom-categories.service.js';

@Module({
  imports: [NotificationsModule],
  controllers: [CustomCategoriesController],
  providers: [CustomCategoriesService, CustomCategoriesResolver],
  exports: [CustomCategoriesService],
})
export class CustomCategoriesModule {}
