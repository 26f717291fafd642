import { Module } from '@nestjs/common';
import { CustomCategoriesController } from './custom-categories.controller.js';
import { CustomCategoriesResolver } from './custom-categories.resolver.js';
import { CustomCategoriesService } from './custom-categories.service.js';

@Module({
  controllers: [CustomCategoriesController],
  providers: [CustomCategoriesService, CustomCategoriesResolver],
  exports: [CustomCategoriesService],
})
export class CustomCategoriesModule {}
