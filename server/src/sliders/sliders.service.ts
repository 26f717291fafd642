import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service.js';
import { ImagesService } from '../images/images.service.js';
import { SingleImageRecords } from '../images/single-image-records.js';
import { TrashService } from '../trash/trash.service.js';
import type { CreateSliderInput, UpdateSliderInput } from './dto/slider.inputs.js';
import { type SliderModel, type SliderRow, sliderSelect } from './models/slider.model.js';

/** Sliders (spec §2): the app's home banners, one image each. */
@Injectable()
export class SlidersService extends SingleImageRecords<SliderRow, SliderModel, CreateSliderInput, UpdateSliderInput> {
  constructor(prisma: PrismaService, images: ImagesService, trash: TrashService) {
    super(prisma, images, {
      model: 'slider',
      select: sliderSelect,
      owner: 'sliderId',
      kind: 'slider_image',
      texts: { notFound: 'Slider not found', imageLabel: 'Slider Image' },
      toModel: (slider, image) => ({ ...slider, image, sliderImage: image?.path ?? null }),
      createData: (input) => input,
      updateData: (changes) => ({
        sliderName: changes.sliderName ?? undefined,
        status: changes.status ?? undefined,
        // undefined keeps the link; null or blank clears it.
        sliderLink: changes.sliderLink,
      }),
      trash: (id) => trash.trash('slider', id),
    });
  }
}
