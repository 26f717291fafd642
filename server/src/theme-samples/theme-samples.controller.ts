import { Body, Controller, Delete, Get, Post, Put, Query } from '@nestjs/common';
import { AllStaff } from '../common/auth/roles.js';
import { IdArgs } from '../common/dto/id.input.js';
import type { ReceivedImage } from '../images/image-intake.js';
import { ImageUploads, UploadedImages } from '../images/image-uploads.interceptor.js';
import { CreateThemeSampleInput, ThemeSamplesArgs, UpdateThemeSampleInput } from './dto/theme-sample.inputs.js';
import { ThemeSamplesService } from './theme-samples.service.js';
import { ApiRoute } from '../common/rest/api-route.js';
import { ThemeSampleModel } from './models/theme-sample.model.js';

/** Spec §7 theme samples; create and update are multipart with the file in `themeSampleImage`. */
@Controller('themesample')
@AllStaff()
export class ThemeSamplesController {
  constructor(private readonly service: ThemeSamplesService) {}

  @ApiRoute({
    summary: 'List theme samples',
    description: 'All theme samples, newest first, optionally only the active or inactive ones.',
    data: [ThemeSampleModel],
    message: 'Success',
  })
  @Get()
  async list(@Query() { status }: ThemeSamplesArgs) {
    return this.service.list(status);
  }

  @ApiRoute({
    summary: 'Create a theme sample',
    requiredFiles: ['themeSampleImage'],
    description: 'Creates a theme sample and answers it.',
    data: ThemeSampleModel,
    message: 'ThemeSample created successfully',
  })
  @Post('create')
  @ImageUploads({ themeSampleImage: 1 })
  async create(@Body() input: CreateThemeSampleInput, @UploadedImages('themeSampleImage') images: ReceivedImage[]) {
    return this.service.create(input, images);
  }

  @ApiRoute({
    summary: 'Update a theme sample',
    description: 'Changes the fields given (by `id` or `_id`) and answers the theme sample; absent fields stay as they are.',
    data: ThemeSampleModel,
    message: 'ThemeSample updated successfully',
    errors: { 404: 'ThemeSample not found' },
  })
  @Put('update')
  @ImageUploads({ themeSampleImage: 1 })
  async update(@Body() input: UpdateThemeSampleInput, @UploadedImages('themeSampleImage') images: ReceivedImage[]) {
    return this.service.update(input, images);
  }

  @ApiRoute({
    summary: 'Delete a theme sample',
    description: 'Deletes the theme sample named by `id` (or `_id`) and answers it as it was.',
    data: ThemeSampleModel,
    message: 'ThemeSample deleted successfully',
    errors: { 404: 'ThemeSample not found' },
  })
  @Delete('delete')
  async delete(@Body() { id }: IdArgs) {
    return this.service.delete(id);
  }
}
