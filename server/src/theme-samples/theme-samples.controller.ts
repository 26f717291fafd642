import { Body, Controller, Delete, Get, Post, Put, Query } from '@nestjs/common';
import { AnySignedIn } from '../common/auth/roles.js';
import { IdArgs } from '../common/dto/id.input.js';
import { ok } from '../common/rest/envelope.js';
import type { ReceivedImage } from '../images/image-intake.js';
import { ImageUploads, UploadedImages } from '../images/image-uploads.interceptor.js';
import { CreateThemeSampleInput, ThemeSamplesArgs, UpdateThemeSampleInput } from './dto/theme-sample.inputs.js';
import { ThemeSamplesService } from './theme-samples.service.js';

/** Spec §7 theme samples; create and update are multipart with the file in `themeSampleImage`. */
@Controller('themesample')
@AnySignedIn()
export class ThemeSamplesController {
  constructor(private readonly service: ThemeSamplesService) {}

  @Get()
  async list(@Query() { status }: ThemeSamplesArgs) {
    return ok('Success', await this.service.list(status));
  }

  @Post('create')
  @ImageUploads({ themeSampleImage: 1 })
  async create(@Body() input: CreateThemeSampleInput, @UploadedImages('themeSampleImage') images: ReceivedImage[]) {
    return ok('ThemeSample created successfully', await this.service.create(input, images));
  }

  @Put('update')
  @ImageUploads({ themeSampleImage: 1 })
  async update(@Body() input: UpdateThemeSampleInput, @UploadedImages('themeSampleImage') images: ReceivedImage[]) {
    return ok('ThemeSample updated successfully', await this.service.update(input, images));
  }

  @Delete('delete')
  async delete(@Body() { id }: IdArgs) {
    return ok('ThemeSample deleted successfully', await this.service.delete(id));
  }
}
