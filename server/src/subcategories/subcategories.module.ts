import { Module } from '@nestjs/common';
import { SubcategoriesController } from './subcategories.controller.js';
import { SubcategoriesResolver } from './subcategories.resolver.js';
import { SubcategoriesService } from './subcategories.service.js';

@Module({
  controllers: [SubcategoriesController],
  providers: [SubcategoriesService, SubcategoriesResolver],
  exports: [SubcategoriesService],
})
export class SubcategoriesModule {}
