import { Global, Module } from '@nestjs/common';
import { AttemptLimiters } from '../throttle/attempt-limiter.js';
import { Authenticator } from './authenticator.js';
import { JwtStrategy } from './jwt.strategy.js';

/** Who is calling (the passport-jwt strategy behind the global guard and the GraphQL plugins) and how often they failed (throttling). */
@Global()
@Module({ providers: [JwtStrategy, Authenticator, AttemptLimiters], exports: [Authenticator, AttemptLimiters] })
export class AuthCoreModule {}
