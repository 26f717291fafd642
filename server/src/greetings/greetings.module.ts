import { Module } from '@nestjs/common';
import { GreetingsController } from './greetings.controller.js';
import { GreetingsResolver } from './greetings.resolver.js';
import { GreetingsService } from './greetings.service.js';

@Module({
  controllers: [GreetingsController],
  providers: [GreetingsService, GreetingsResolver],
  exports: [GreetingsService],
})
export class GreetingsModule {}
