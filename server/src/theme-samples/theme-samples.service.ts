import { Injectable } from '@nestjs/common';
import { AppError } from '../common/errors/app-error.js';
import { required } from '../common/dto/validation-messages.js';
import { PrismaService } from '../database/prisma.service.js';
import type { ReceivedImage } from '../images/image-intake.js';
import { IMAGE_MESSAGES } from '../images/image-rules.js';
import { ImagesService } from '../images/images.service.js';
import { TrashService } from '../trash/trash.service.js';
import type { CreateThemeSampleInput, UpdateThemeSampleInput } from './dto/theme-sample.inputs.js';
import { type ThemeSampleModel, themeSampleSelect, type ThemeSampleRow, toThemeSampleModel } from './models/theme-sample.model.js';

const NOT_FOUND = 'ThemeSample not found';
const KIND = 'theme_sample_image';

/** Theme samples (spec §2): example posters shown in the app, one image each. */
@Injectable()
export class ThemeSamplesService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly images: ImagesService,
    private readonly trash: TrashService,
  ) {}

  private toModel = (row: ThemeSampleRow) => toThemeSampleModel(row, (image) => this.images.toModel(image));

  async list(status?: boolean): Promise<ThemeSampleModel[]> {
    const rows = await this.prisma.themeSample.findMany({
      where: status === undefined ? {} : { status },
      select: themeSampleSelect,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    });
    return rows.map(this.toModel);
  }

  async get(id: string): Promise<ThemeSampleModel> {
    const row = await this.prisma.themeSample.findUnique({ where: { id }, select: themeSampleSelect });
    if (!row) throw AppError.notFound(NOT_FOUND);
    return this.toModel(row);
  }

  /** The image is required (spec §5) and there is exactly one. */
  async create(input: CreateThemeSampleInput, images: ReceivedImage[]): Promise<ThemeSampleModel> {
    if (images.length === 0) throw AppError.badInput(required('Theme Sample Image'));
    if (images.length > 1) throw AppError.badInput(IMAGE_MESSAGES.tooMany(1));
    const row = await this.images.save(images, async (tx, attach) => {
      const sample = await tx.themeSample.create({ data: { status: input.status }, select: { id: true } });
      await attach({ themeSampleId: sample.id }, KIND, images);
      return tx.themeSample.findUniqueOrThrow({ where: { id: sample.id }, select: themeSampleSelect });
    });
    return this.toModel(row);
  }

  /** A new image, when sent, replaces the old one (whose files go after the commit). */
  async update({ id, status }: UpdateThemeSampleInput, images: ReceivedImage[] = []): Promise<ThemeSampleModel> {
    if (images.length > 1) throw AppError.badInput(IMAGE_MESSAGES.tooMany(1));
    const row = await this.images.save(images, async (tx, attach) => {
      const existing = await tx.themeSample.findUnique({ where: { id }, select: { id: true } });
      if (!existing) throw AppError.notFound(NOT_FOUND);
      await tx.themeSample.update({ where: { id }, data: { status: status ?? undefined } });
      if (images.length) {
        await tx.storedImage.deleteMany({ where: { themeSampleId: id, kind: KIND } });
        await attach({ themeSampleId: id }, KIND, images);
      }
      return tx.themeSample.findUniqueOrThrow({ where: { id }, select: themeSampleSelect });
    });
    return this.toModel(row);
  }

  /** Deletes the theme sample; its image rows cascade and their files go after the commit. */
  async delete(id: string): Promise<ThemeSampleModel> {
    const sample = await this.get(id);
    await this.trash.trash('theme_sample', id);
    return sample;
  }
}
