import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { Request } from 'express';
import { CurrentUser, type AuthUser } from '../common/auth/auth-user.js';
import { AllStaff, SuperadminOnly } from '../common/auth/roles.js';
import { SessionIdArgs, SessionPageArgs, StaffIdArgs, StaffSessionsArgs } from './dto/session.args.js';
import { EndedSessionsModel, StaffSessionPage } from './models/staff-session.model.js';
import { SessionsService } from './sessions.service.js';

@Resolver()
export class SessionsResolver {
  constructor(private readonly sessions: SessionsService) {}

  @Query(() => StaffSessionPage, {
    description:
      "The caller's open sessions, newest first, their own marked `current`. Who may call: any signed-in staff (superadmin, admin, employee).",
  })
  @AllStaff()
  mySessions(@CurrentUser() user: AuthUser, @Args() page: SessionPageArgs) {
    return this.sessions.list(user.id, user.sessionId, page);
  }

  @Query(() => StaffSessionPage, { description: "A staff member's open sessions, newest first. Who may call: superadmin." })
  @SuperadminOnly()
  staffSessions(@CurrentUser() user: AuthUser, @Args() { staffId, ...page }: StaffSessionsArgs) {
    return this.sessions.list(staffId, user.sessionId, page);
  }

  @Mutation(() => EndedSessionsModel, {
    description:
      "Ends one session: its token is refused from its next request. Staff end their own; the superadmin anyone's. Who may call: any signed-in staff (superadmin, admin, employee).",
  })
  @AllStaff()
  async endSession(@CurrentUser() user: AuthUser, @Args() { id }: SessionIdArgs, @Context('req') req: Request) {
    return { ended: await this.sessions.end(user, id, req.ip) };
  }

  @Mutation(() => EndedSessionsModel, {
    description:
      'Ends every session of the caller but the one this request came from. Who may call: any signed-in staff (superadmin, admin, employee).',
  })
  @AllStaff()
  async endOtherSessions(@CurrentUser() user: AuthUser, @Context('req') req: Request) {
    return { ended: await this.sessions.endOthers(user, req.ip ?? 'unknown') };
  }

  @Mutation(() => EndedSessionsModel, {
    description: "Ends every session of a staff member (the caller's own current one excepted). Who may call: superadmin.",
  })
  @SuperadminOnly()
  async endStaffSessions(@CurrentUser() user: AuthUser, @Args() { staffId }: StaffIdArgs, @Context('req') req: Request) {
    return { ended: await this.sessions.endMember(user, staffId, req.ip) };
  }
}
