import { Body, Controller, Delete, Get, Post, Put, Query } from '@nestjs/common';
import { AllStaff } from '../common/auth/roles.js';
import { IdArgs } from '../common/dto/id.input.js';
import type { ReceivedImage } from '../images/image-intake.js';
import { ImageUploads, UploadedImages } from '../images/image-uploads.interceptor.js';
import { CreateSliderInput, SlidersArgs, UpdateSliderInput } from './dto/slider.inputs.js';
import { SlidersService } from './sliders.service.js';
import { ApiRoute } from '../common/rest/api-route.js';
import { SliderModel } from './models/slider.model.js';

/** Spec §7 sliders; create and update are multipart with the file in `sliderImage`. */
@Controller('sliders')
@AllStaff()
export class SlidersController {
  constructor(private readonly service: SlidersService) {}

  @ApiRoute({
    summary: 'List sliders',
    description: 'All sliders, newest first, optionally only the active or inactive ones.',
    data: [SliderModel],
    message: 'Success',
  })
  @Get()
  async list(@Query() { status }: SlidersArgs) {
    return this.service.list(status);
  }

  @ApiRoute({
    summary: 'Create a slider',
    requiredFiles: ['sliderImage'],
    description: 'Creates a slider and answers it.',
    data: SliderModel,
    message: 'Slider created successfully',
  })
  @Post('create')
  @ImageUploads({ sliderImage: 1 })
  async create(@Body() input: CreateSliderInput, @UploadedImages('sliderImage') images: ReceivedImage[]) {
    return this.service.create(input, images);
  }

  @ApiRoute({
    summary: 'Update a slider',
    description: 'Changes the fields given (by `id` or `_id`) and answers the slider; absent fields stay as they are.',
    data: SliderModel,
    message: 'Slider updated successfully',
    errors: { 404: 'Slider not found' },
  })
  @Put('update')
  @ImageUploads({ sliderImage: 1 })
  async update(@Body() input: UpdateSliderInput, @UploadedImages('sliderImage') images: ReceivedImage[]) {
    return this.service.update(input, images);
  }

  @ApiRoute({
    summary: 'Delete a slider',
    description: 'Deletes the slider named by `id` (or `_id`) and answers it as it was.',
    data: SliderModel,
    message: 'Slider deleted successfully',
    errors: { 404: 'Slider not found' },
  })
  @Delete('delete')
  async delete(@Body() { id }: IdArgs) {
    return this.service.delete(id);
  }
}
