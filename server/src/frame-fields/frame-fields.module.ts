import { Module } from '@nestjs/common';
import { FrameFieldsController } from './frame-fields.controller.js';
import { FrameFieldsResolver } from './frame-fields.resolver.js';
import { FrameFieldsService } from './frame-fields.service.js';

@Module({
  controllers: [FrameFieldsController],
  providers: [FrameFieldsService, FrameFieldsResolver],
  exports: [FrameFieldsService],
})
export class FrameFieldsModule {}
