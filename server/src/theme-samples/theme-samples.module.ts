import { Module } from '@nestjs/common';
import { ThemeSamplesController } from './theme-samples.controller.js';
import { ThemeSamplesResolver } from './theme-samples.resolver.js';
import { ThemeSamplesService } from './theme-samples.service.js';

@Module({
  controllers: [ThemeSamplesController],
  providers: [ThemeSamplesService, ThemeSamplesResolver],
})
export class ThemeSamplesModule {}
