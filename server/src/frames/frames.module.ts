import { Module } from '@nestjs/common';
import { FrameRenderController, FramesController } from './frames.controller.js';
import { FramesResolver } from './frames.resolver.js';
import { FramesService } from './frames.service.js';

@Module({
  controllers: [FramesController, FrameRenderController],
  providers: [FramesService, FramesResolver],
})
export class FramesModule {}
