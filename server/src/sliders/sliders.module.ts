import { Module } from '@nestjs/common';
import { SlidersController } from './sliders.controller.js';
import { SlidersResolver } from './sliders.resolver.js';
import { SlidersService } from './sliders.service.js';

@Module({
  controllers: [SlidersController],
  providers: [SlidersService, SlidersResolver],
})
export class SlidersModule {}
