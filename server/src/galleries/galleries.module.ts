import { Module } from '@nestjs/common';
import { ImagesController } from './images.controller.js';
import { ImagesResolver } from './images.resolver.js';

/** Every gallery's operations (delete an image to the trash, reorder), above the image pipeline and the trash they use. */
@Module({
  controllers: [ImagesController],
  providers: [ImagesResolver],
})
export class GalleriesModule {}
