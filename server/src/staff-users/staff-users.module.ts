import { Module } from '@nestjs/common';
import { SessionsModule } from '../staff-sessions/sessions.module.js';
import { StaffUsersResolver } from './staff-users.resolver.js';
import { StaffUsersService } from './staff-users.service.js';

@Module({
  imports: [SessionsModule],
  providers: [StaffUsersService, StaffUsersResolver],
  exports: [StaffUsersService],
})
export class StaffUsersModule {}
