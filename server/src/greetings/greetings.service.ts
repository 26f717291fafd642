import { Injectable } from '@nestjs/common';
import { AppError } from '../common/errors/app-error.js';
import { PrismaService } from '../database/prisma.service.js';
import type { ReceivedImage } from '../images/image-intake.js';
import { ImagesService } from '../images/images.service.js';
import { TrashService } from '../trash/trash.service.js';
import type { ImageModel } from '../images/models/image.model.js';
import type { CreateGreetingInput, UpdateGreetingInput } from './dto/greeting.inputs.js';
import { type GreetingModel, type GreetingRow, greetingSelect } from './models/greeting.model.js';

const NOT_FOUND = 'Greeting not found';
const CATEGORY_NOT_FOUND = 'Category not found';
const KIND = 'greeting_image';

/** Greetings (spec §2): one category's greeting galleries, newest first. */
@Injectable()
export class GreetingsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly images: ImagesService,
    private readonly trash: TrashService,
  ) {}

  private toModel = ({ images, ...row }: GreetingRow): GreetingModel => ({
    ...row,
    images: images.map((image) => this.images.toModel(image)),
  });

  async list(categoryId: string, status?: boolean): Promise<GreetingModel[]> {
    await this.assertCategory(categoryId);
    const rows = await this.prisma.greeting.findMany({
      where: { categoryId, ...(status === undefined ? {} : { status }) },
      select: greetingSelect,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    });
    return rows.map(this.toModel);
  }

  async get(id: string): Promise<GreetingModel> {
    const row = await this.prisma.greeting.findUnique({ where: { id }, select: greetingSelect });
    if (!row) throw AppError.notFound(NOT_FOUND);
    return this.toModel(row);
  }

  async create(input: CreateGreetingInput): Promise<GreetingModel> {
    await this.assertCategory(input.categoryId);
    return this.toModel(await this.prisma.greeting.create({ data: input, select: greetingSelect }));
  }

  async update({ id, ...changes }: UpdateGreetingInput): Promise<GreetingModel> {
    await this.get(id);
    const row = await this.prisma.greeting.update({
      where: { id },
      data: {
        greetingName: changes.greetingName ?? undefined,
        status: changes.status ?? undefined,
        isHomePage: changes.isHomePage ?? undefined,
      },
      select: greetingSelect,
    });
    return this.toModel(row);
  }

  async delete(id: string): Promise<GreetingModel> {
    const greeting = await this.get(id);
    await this.trash.trash('greeting', id);
    return greeting;
  }

  async gallery(id: string): Promise<ImageModel[]> {
    await this.get(id);
    return this.images.list({ greetingId: id }, KIND);
  }

  /** Adds to the end of the gallery; `categoryId`, when the client sends it, must match. */
  async addImages(id: string, received: ReceivedImage[], categoryId?: string): Promise<ImageModel[]> {
    return this.images.addToGallery(
      { greetingId: id },
      KIND,
      received,
      async (tx) => {
        const row = await tx.greeting.findUnique({ where: { id }, select: { categoryId: true } });
        return Boolean(row) && (categoryId === undefined || row!.categoryId === categoryId);
      },
      NOT_FOUND,
    );
  }

  private async assertCategory(categoryId: string) {
    const found = await this.prisma.category.count({ where: { id: categoryId } });
    if (!found) throw AppError.notFound(CATEGORY_NOT_FOUND);
  }
}
