import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ClientIp, CurrentUser, type AuthUser } from '../common/auth/auth-user.js';
import { AnySignedIn, Public } from '../common/auth/roles.js';
import { ok } from '../common/rest/envelope.js';
import { AuthService } from './auth.service.js';
import { LoginInput } from './dto/login.input.js';

@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('login')
  @HttpCode(200)
  @Public()
  async login(@Body() input: LoginInput, @ClientIp() ip: string) {
    // 'Succcess' is spelled so in the spec (§8); older clients match on it.
    return ok('Login Succcess', await this.auth.login(input, ip));
  }

  @Get('details')
  @AnySignedIn()
  async details(@CurrentUser() user: AuthUser) {
    return ok('Success', await this.auth.details(user));
  }
}
