import { Module } from '@nestjs/common';
import { BusinessesModule } from '../businesses/businesses.module.js';
import { ProfilesController } from './profiles.controller.js';
import { ProfilesResolver } from './profiles.resolver.js';
import { ProfilesService } from './profiles.service.js';

@Module({
  imports: [BusinessesModule],
  controllers: [ProfilesController],
  providers: [ProfilesService, ProfilesResolver],
})
export class ProfilesModule {}
