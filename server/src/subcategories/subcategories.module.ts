import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { SubcategoriesController } from './subcategories.controller.js';
import { SubcategoriesResolver } from './subcategories.resolver.js';
import { SubcategoriesService } from './subcategories.service.js';

@Module({
  imports: [NotificationsModule],
  controllers: [SubcategoriesController],
  providers: [SubcategoriesService, SubcategoriesResolver],
  exports: [SubcategoriesService],
})
export class SubcategoriesModule {}
