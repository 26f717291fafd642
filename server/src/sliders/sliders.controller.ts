import { Body, Controller, Delete, Get, Post, Put, Query } from '@nestjs/common';
import { AnySignedIn } from '../common/auth/roles.js';
import { IdArgs } from '../common/dto/id.input.js';
import { ok } from '../common/rest/envelope.js';
import type { ReceivedImage } from '../images/image-intake.js';
import { ImageUploads, UploadedImages } from '../images/image-uploads.interceptor.js';
import { CreateSliderInput, SlidersArgs, UpdateSliderInput } from './dto/slider.inputs.js';
import { SlidersService } from './sliders.service.js';

/** Spec §7 sliders; create and update are multipart with the file in `sliderImage`. */
@Controller('sliders')
@AnySignedIn()
export class SlidersController {
  constructor(private readonly service: SlidersService) {}

  @Get()
  async list(@Query() { status }: SlidersArgs) {
    return ok('Success', await this.service.list(status));
  }

  @Post('create')
  @ImageUploads({ sliderImage: 1 })
  async create(@Body() input: CreateSliderInput, @UploadedImages('sliderImage') images: ReceivedImage[]) {
    return ok('Slider created successfully', await this.service.create(input, images));
  }

  @Put('update')
  @ImageUploads({ sliderImage: 1 })
  async update(@Body() input: UpdateSliderInput, @UploadedImages('sliderImage') images: ReceivedImage[]) {
    return ok('Slider updated successfully', await this.service.update(input, images));
  }

  @Delete('delete')
  async delete(@Body() { id }: IdArgs) {
    return ok('Slider deleted successfully', await this.service.delete(id));
  }
}
