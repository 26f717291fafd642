import { Module } from '@nestjs/common';
import { BusinessesController } from './businesses.controller.js';
import { BusinessesResolver } from './businesses.resolver.js';
import { BusinessesService } from './businesses.service.js';

@Module({
  controllers: [BusinessesController],
  providers: [BusinessesService, BusinessesResolver],
  exports: [BusinessesService],
})
export class BusinessesModule {}
