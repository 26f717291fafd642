import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ClientIp, CurrentUser, UserAgent, type AuthUser } from '../../common/auth/auth-user.js';
import { Public, SuperadminOnly } from '../../common/auth/roles.js';
import { ApiRoute } from '../../common/rest/api-route.js';
import { Reply } from '../../common/rest/envelope.js';
import { CODE_REQUIRED } from '../auth.controller.js';
import { AuthService } from '../auth.service.js';
import { LoginResult } from '../models/login-result.model.js';
import { TwoFactorChallenge } from '../two-factor/two-factor.models.js';
import { ChangeTemporaryPasswordInput, ForgotPasswordInput, ResetPasswordInput, SetTemporaryPasswordInput } from './password.inputs.js';
import { PasswordResetService, RESET_NOT_SET_UP } from './password-reset.service.js';
import { PasswordService } from './password.service.js';

/** Temporary passwords, for the REST facade's clients. */
@Controller('auth')
export class PasswordController {
  constructor(
    private readonly auth: AuthService,
    private readonly passwords: PasswordService,
    private readonly resets: PasswordResetService,
  ) {}

  @ApiRoute({
    summary: 'Forgot password: email a link',
    description:
      "When the server has SMTP_URL: emails the staff member a one-time link to set a new password (valid 30 minutes; a newer link replaces it). Answers the same whether or not the email belongs to staff. Throttled like sign-in. Without SMTP_URL: 404 'Password reset by email is not set up'.",
    data: null,
    message: 'If that email belongs to a staff account, a link to set a new password has been sent.',
    errors: { 400: 'Email is required', 404: RESET_NOT_SET_UP, 429: 'Too many attempts. Please try again in 15 minutes' },
  })
  @Post('forgot-password')
  @HttpCode(200)
  @Public()
  async forgotPassword(@Body() input: ForgotPasswordInput, @ClientIp() ip: string) {
    return new Reply(await this.resets.request(input.email, ip), null);
  }

  @ApiRoute({
    summary: 'Forgot password: set a new one',
    description:
      'Takes the `token` of the emailed link and a new password (8 to 128 characters, not a common one); the link then stops working, and every session of the member ends.',
    data: { schema: { type: 'boolean', description: 'Always true' } },
    errors: { 400: 'This link has expired or was already used. Please ask for a new one', 404: RESET_NOT_SET_UP },
  })
  @Post('reset-password')
  @HttpCode(200)
  @Public()
  resetPassword(@Body() input: ResetPasswordInput, @ClientIp() ip: string) {
    return this.resets.reset(input.token, input.newPassword, ip);
  }

  @ApiRoute({
    summary: 'Sign in: replace a temporary password',
    description:
      "Takes the `challenge` that `/auth/login` answered with `passwordChangeRequired` and the member's new password (8 to 128 characters, not a common one, not the temporary one), and answers the token; for an account with two-factor sign-in, `message: 'Code required'` and a challenge for `/auth/login/verify`.",
    data: { oneOf: [LoginResult, TwoFactorChallenge] },
    message: 'Login Succcess',
    errors: { 400: 'Password must be at least 8 characters', 401: 'Your account is inactive. Please contact the superadmin' },
  })
  @Post('login/change-password')
  @HttpCode(200)
  @Public()
  async changePassword(@Body() input: ChangeTemporaryPasswordInput, @ClientIp() ip: string, @UserAgent() userAgent?: string) {
    const answer = await this.auth.changeTemporaryPassword(input.challenge, input.newPassword, { ip, userAgent });
    return 'challenge' in answer ? new Reply(CODE_REQUIRED, answer) : answer;
  }

  @ApiRoute({
    summary: 'Set a temporary password',
    description: "Gives a staff member a temporary password that they must replace at their next sign-in; ends the member's sessions.",
    data: { schema: { type: 'boolean', description: 'Always true' } },
    errors: { 400: 'Password must be at least 8 characters', 404: 'User not found' },
  })
  @Post('temporary-password')
  @HttpCode(200)
  @SuperadminOnly()
  setTemporary(@CurrentUser() actor: AuthUser, @Body() input: SetTemporaryPasswordInput, @ClientIp() ip: string) {
    return this.passwords.setTemporary(actor, input.id, input.password, ip);
  }
}
