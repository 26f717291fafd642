import { Module } from '@nestjs/common';
import { CategoriesController } from './categories.controller.js';
import { CategoriesResolver } from './categories.resolver.js';
import { CategoriesService } from './categories.service.js';

@Module({
  controllers: [CategoriesController],
  providers: [CategoriesService, CategoriesResolver],
  exports: [CategoriesService],
})
export class CategoriesModule {}
