import { Module } from '@nestjs/common';
import { FestivalsModule } from '../festivals/festivals.module.js';
import { FestivalPostsController } from './festival-posts.controller.js';
import { FestivalPostsResolver } from './festival-posts.resolver.js';
import { FestivalPostsService } from './festival-posts.service.js';

@Module({
  imports: [FestivalsModule],
  controllers: [FestivalPostsController],
  providers: [FestivalPostsService, FestivalPostsResolver],
})
export class FestivalPostsModule {}
