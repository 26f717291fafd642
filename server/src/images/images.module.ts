import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ImagesService } from './images.service.js';
import { FILE_STORAGE } from './storage/file-storage.js';
import { createFileStorage } from './storage/create-storage.js';

/** The image pipeline, available to every feature module. */
@Global()
@Module({
  providers: [ImagesService, { provide: FILE_STORAGE, inject: [APP_CONFIG], useFactory: (config: AppConfig) => createFileStorage(config) }],
  exports: [ImagesService, FILE_STORAGE],
})
export class ImagesModule {}
