import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { Request } from 'express';
import { CurrentUser, type AuthUser } from '../../common/auth/auth-user.js';
import { Public, SuperadminOnly } from '../../common/auth/roles.js';
import { AuthService } from '../auth.service.js';
import { LoginAnswer } from '../two-factor/two-factor.models.js';
import { ChangeTemporaryPasswordInput, ForgotPasswordInput, ResetPasswordInput, SetTemporaryPasswordInput } from './password.inputs.js';
import { PasswordResetService } from './password-reset.service.js';
import { PasswordService } from './password.service.js';

const ipOf = (req: Request) => req.ip ?? 'unknown';

@Resolver()
export class PasswordResolver {
  constructor(
    private readonly auth: AuthService,
    private readonly passwords: PasswordService,
    private readonly resets: PasswordResetService,
  ) {}

  @Query(() => Boolean, {
    description: "Whether 'Forgot password?' can email a link (the server has SMTP_URL). Who may call: anyone, no sign-in needed.",
  })
  @Public()
  passwordResetAvailable() {
    return this.resets.available;
  }

  @Mutation(() => String, {
    description:
      'Emails a one-time link to set a new password (valid 30 minutes); answers the same text whether or not the email belongs to staff. Who may call: anyone, no sign-in needed.',
  })
  @Public()
  requestPasswordReset(@Args('input', { description: 'The email' }) input: ForgotPasswordInput, @Context('req') req: Request) {
    return this.resets.request(input.email, ipOf(req));
  }

  @Mutation(() => Boolean, {
    description:
      "Sets a new password with the emailed link's token (once); ends every session of the member. Who may call: anyone, no sign-in needed.",
  })
  @Public()
  resetPassword(@Args('input', { description: 'Token and new password' }) input: ResetPasswordInput, @Context('req') req: Request) {
    return this.resets.reset(input.token, input.newPassword, ipOf(req));
  }

  @Mutation(() => LoginAnswer, {
    description:
      'After `login` answered a `PasswordChangeChallenge`: the challenge and a new password (8 to 128 characters, not a common one, not the temporary one); answers a token, or a `TwoFactorChallenge` for an account with two-factor sign-in. Who may call: anyone, no sign-in needed.',
  })
  @Public()
  changeTemporaryPassword(
    @Args('input', { description: 'Challenge and new password' }) input: ChangeTemporaryPasswordInput,
    @Context('req') req: Request,
  ) {
    return this.auth.changeTemporaryPassword(input.challenge, input.newPassword, { ip: ipOf(req), userAgent: req.headers['user-agent'] });
  }

  @Mutation(() => Boolean, {
    description:
      'Gives a staff member a temporary password they must replace at their next sign-in, and ends their sessions. Who may call: superadmin.',
  })
  @SuperadminOnly()
  setTemporaryPassword(
    @CurrentUser() actor: AuthUser,
    @Args('input', { description: 'The member and the temporary password' }) input: SetTemporaryPasswordInput,
    @Context('req') req: Request,
  ) {
    return this.passwords.setTemporary(actor, input.id, input.password, ipOf(req));
  }
}
