import { Module } from '@nestjs/common';
import { StaffUsersResolver } from './staff-users.resolver.js';
import { StaffUsersService } from './staff-users.service.js';

@Module({
  providers: [StaffUsersService, StaffUsersResolver],
  exports: [StaffUsersService],
})
export class StaffUsersModule {}
