import { Global, Module } from '@nestjs/common';
import { AttemptLimiters } from '../throttle/attempt-limiter.js';
import { Authenticator } from './authenticator.js';

/** Who is calling (the global guard, the GraphQL plugins) and how often they failed (throttling). */
@Global()
@Module({ providers: [Authenticator, AttemptLimiters], exports: [Authenticator, AttemptLimiters] })
export class AuthCoreModule {}
