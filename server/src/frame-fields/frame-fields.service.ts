import { Injectable } from '@nestjs/common';
import { AppError } from '../common/errors/app-error.js';
import { PrismaService, type Tx } from '../database/prisma.service.js';
import type { ReceivedImage } from '../images/image-intake.js';
import { IMAGE_MESSAGES } from '../images/image-rules.js';
import { ImagesService } from '../images/images.service.js';
import { TrashService } from '../trash/trash.service.js';
import { type CreateFrameFieldInput, FRAME_FIELD_MESSAGES, type UpdateFrameFieldInput } from './dto/frame-field.inputs.js';
import { type FrameFieldModel, type FrameFieldRow, frameFieldSelect, toFrameFieldModel } from './models/frame-field.model.js';

const KIND = 'frame_field_image';

/**
 * Frame fields (spec §3): the values a frame's regions print, by variable
 * name (name, mobile, businessLogo …). Regions point at them; deleting a
 * field leaves its regions without a type (the foreign key sets null).
 */
@Injectable()
export class FrameFieldsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly images: ImagesService,
    private readonly trash: TrashService,
  ) {}

  async list(isElection?: boolean): Promise<FrameFieldModel[]> {
    const rows = await this.prisma.frameField.findMany({
      where: isElection === undefined ? {} : { isElection },
      select: frameFieldSelect,
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    });
    const counts = await this.frameCounts(
      this.prisma,
      rows.map((row) => row.id),
    );
    return rows.map((row) => this.toModel(row, counts.get(row.id) ?? 0));
  }

  async get(id: string, tx: Tx | PrismaService = this.prisma): Promise<FrameFieldModel> {
    const row = await tx.frameField.findUnique({ where: { id }, select: frameFieldSelect });
    if (!row) throw AppError.notFound(FRAME_FIELD_MESSAGES.notFound);
    const counts = await this.frameCounts(tx, [id]);
    return this.toModel(row, counts.get(id) ?? 0);
  }

  async create(input: CreateFrameFieldInput, images: ReceivedImage[] = []): Promise<FrameFieldModel> {
    this.checkImages(input.type, images);
    return this.images.save(images, async (tx, attach) => {
      const field = await tx.frameField.create({ data: input, select: { id: true } });
      await attach({ frameFieldId: field.id }, KIND, images);
      return this.get(field.id, tx);
    });
  }

  /** A new image replaces the old one; a field changed to text loses its image. */
  async update({ id, ...changes }: UpdateFrameFieldInput, images: ReceivedImage[] = []): Promise<FrameFieldModel> {
    return this.images.save(images, async (tx, _attach, replace) => {
      const existing = await tx.frameField.findUnique({ where: { id }, select: { type: true } });
      if (!existing) throw AppError.notFound(FRAME_FIELD_MESSAGES.notFound);
      const type = changes.type ?? existing.type;
      this.checkImages(type, images);
      await tx.frameField.update({ where: { id }, data: changes });
      if (type === 'image') await replace({ frameFieldId: id }, KIND, images);
      else await tx.storedImage.deleteMany({ where: { frameFieldId: id, kind: KIND } });
      return this.get(id, tx);
    });
  }

  /**
   * Moves the field and its image to the trash; regions that showed it keep
   * their place but lose their type (a restore gives it back to them).
   */
  async delete(id: string): Promise<FrameFieldModel> {
    return this.prisma.$transaction(async (tx) => {
      const field = await this.get(id, tx);
      await this.trash.trash('frame_field', id, tx);
      return field;
    });
  }

  private checkImages(type: string, images: readonly ReceivedImage[]) {
    if (images.length > 1) throw AppError.badInput(IMAGE_MESSAGES.tooMany(1));
    if (images.length && type !== 'image') throw AppError.badInput(FRAME_FIELD_MESSAGES.imageOnlyForImageType);
  }

  /** Distinct frames per field, in one query. */
  private async frameCounts(tx: Tx | PrismaService, ids: string[]): Promise<Map<string, number>> {
    if (!ids.length) return new Map();
    const pairs = await tx.frameRegion.groupBy({
      by: ['frameFieldId', 'frameId'],
      where: { frameFieldId: { in: ids } },
    });
    const counts = new Map<string, number>();
    for (const { frameFieldId } of pairs) if (frameFieldId) counts.set(frameFieldId, (counts.get(frameFieldId) ?? 0) + 1);
    return counts;
  }

  private toModel(row: FrameFieldRow, frameCount: number): FrameFieldModel {
    return toFrameFieldModel(row, frameCount, (image) => this.images.toModel(image));
  }
}
