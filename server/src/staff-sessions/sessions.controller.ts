import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ClientIp, CurrentUser, type AuthUser } from '../common/auth/auth-user.js';
import { AllStaff } from '../common/auth/roles.js';
import { ApiRoute } from '../common/rest/api-route.js';
import { SessionIdArgs, SessionPageArgs } from './dto/session.args.js';
import { EndedSessionsModel, StaffSessionModel } from './models/staff-session.model.js';
import { SessionsService } from './sessions.service.js';

@Controller('auth/sessions')
@AllStaff()
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @ApiRoute({
    summary: 'My sessions',
    description: "The caller's open sessions (browser or client, IP, signed in, last seen), newest first, paged; their own is marked `current`.",
    data: [StaffSessionModel],
    paged: true,
  })
  @Get()
  async list(@CurrentUser() user: AuthUser, @Query() page: SessionPageArgs) {
    return this.sessions.list(user.id, user.sessionId, page);
  }

  @ApiRoute({
    summary: 'End a session',
    description: "Ends one of the caller's sessions: its token is refused (401) from its next request.",
    data: EndedSessionsModel,
    errors: { 404: 'Session not found' },
  })
  @Post('end')
  @HttpCode(200)
  async end(@CurrentUser() user: AuthUser, @Body() { id }: SessionIdArgs, @ClientIp() ip: string) {
    return { ended: await this.sessions.end(user, id, ip) };
  }

  @ApiRoute({
    summary: 'End my other sessions',
    description: 'Ends every session of the caller but the one this request came from.',
    data: EndedSessionsModel,
  })
  @Post('end-others')
  @HttpCode(200)
  async endOthers(@CurrentUser() user: AuthUser, @ClientIp() ip: string) {
    return { ended: await this.sessions.endOthers(user, ip) };
  }
}
