import { Injectable } from '@nestjs/common';
import { AppError } from '../common/errors/app-error.js';
import { required } from '../common/dto/validation-messages.js';
import { PrismaService } from '../database/prisma.service.js';
import type { ReceivedImage } from '../images/image-intake.js';
import { IMAGE_MESSAGES } from '../images/image-rules.js';
import { ImagesService } from '../images/images.service.js';
import { TrashService } from '../trash/trash.service.js';
import type { CreateSliderInput, UpdateSliderInput } from './dto/slider.inputs.js';
import { type SliderModel, sliderSelect, toSliderModel, type SliderRow } from './models/slider.model.js';

const NOT_FOUND = 'Slider not found';
const KIND = 'slider_image';

/** Sliders (spec §2): the app's home banners, one image each. */
@Injectable()
export class SlidersService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly images: ImagesService,
    private readonly trash: TrashService,
  ) {}

  private toModel = (row: SliderRow) => toSliderModel(row, (image) => this.images.toModel(image));

  async list(status?: boolean): Promise<SliderModel[]> {
    const rows = await this.prisma.slider.findMany({
      where: status === undefined ? {} : { status },
      select: sliderSelect,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    });
    return rows.map(this.toModel);
  }

  async get(id: string): Promise<SliderModel> {
    const row = await this.prisma.slider.findUnique({ where: { id }, select: sliderSelect });
    if (!row) throw AppError.notFound(NOT_FOUND);
    return this.toModel(row);
  }

  /** The image is required (spec §5) and there is exactly one. */
  async create(input: CreateSliderInput, images: ReceivedImage[]): Promise<SliderModel> {
    if (images.length === 0) throw AppError.badInput(required('Slider Image'));
    if (images.length > 1) throw AppError.badInput(IMAGE_MESSAGES.tooMany(1));
    const row = await this.images.save(images, async (tx, attach) => {
      const slider = await tx.slider.create({ data: input, select: { id: true } });
      await attach({ sliderId: slider.id }, KIND, images);
      return tx.slider.findUniqueOrThrow({ where: { id: slider.id }, select: sliderSelect });
    });
    return this.toModel(row);
  }

  /** A new image, when sent, replaces the old one (whose files go after the commit). */
  async update({ id, ...changes }: UpdateSliderInput, images: ReceivedImage[] = []): Promise<SliderModel> {
    if (images.length > 1) throw AppError.badInput(IMAGE_MESSAGES.tooMany(1));
    const row = await this.images.save(images, async (tx, attach) => {
      const existing = await tx.slider.findUnique({ where: { id }, select: { id: true } });
      if (!existing) throw AppError.notFound(NOT_FOUND);
      await tx.slider.update({
        where: { id },
        data: {
          sliderName: changes.sliderName ?? undefined,
          status: changes.status ?? undefined,
          // undefined keeps the link; null or blank clears it.
          sliderLink: changes.sliderLink,
        },
      });
      if (images.length) {
        await tx.storedImage.deleteMany({ where: { sliderId: id, kind: KIND } });
        await attach({ sliderId: id }, KIND, images);
      }
      return tx.slider.findUniqueOrThrow({ where: { id }, select: sliderSelect });
    });
    return this.toModel(row);
  }

  /** Deletes the slider; its image rows cascade and their files go after the commit. */
  async delete(id: string): Promise<SliderModel> {
    const slider = await this.get(id);
    await this.trash.trash('slider', id);
    return slider;
  }
}
