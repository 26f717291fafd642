import { Module } from '@nestjs/common';
import { FrameRenderController, FramesController } from './frames.controller.js';
import { FramesResolver } from './frames.resolver.js';
import { FramesService } from './frames.service.js';
import { RenderPool } from './render/render-pool.js';

@Module({
  controllers: [FramesController, FrameRenderController],
  providers: [FramesService, FramesResolver, RenderPool],
})
export class FramesModule {}
