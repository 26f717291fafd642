import { Injectable } from '@nestjs/common';
import { AppError } from '../common/errors/app-error.js';
import { PrismaService } from '../database/prisma.service.js';
import { TrashService } from '../trash/trash.service.js';
import type { ReceivedImage } from '../images/image-intake.js';
import { IMAGE_MESSAGES } from '../images/image-rules.js';
import { type AttachImages, ImagesService, type ReplaceImage } from '../images/images.service.js';
import type { CreateBusinessInput, UpdateBusinessInput } from './dto/business.inputs.js';
import { type BusinessModel, type BusinessRow, businessSelect } from './models/business.model.js';

const NOT_FOUND = 'Business not found';
const USER_NOT_FOUND = 'User not found';

/** Images sent with a business: one logo (replaces the old one) and frames (join the gallery's end). */
export interface BusinessImages {
  businessLogo?: ReceivedImage[];
  businessFrame?: ReceivedImage[];
}

/** Businesses of an app user (spec §2 /business/{id}), with a logo and frames. */
@Injectable()
export class BusinessesService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly images: ImagesService,
    private readonly trash: TrashService,
  ) {}

  toModel = ({ images, ...row }: BusinessRow): BusinessModel => {
    const logo = images.find((image) => image.kind === 'business_logo');
    return {
      ...row,
      businessLogo: logo ? this.images.toModel(logo) : null,
      businessFrame: images.filter((image) => image.kind === 'business_frame').map((image) => this.images.toModel(image)),
    };
  };

  async list(userId: string, query?: string | null): Promise<BusinessModel[]> {
    if (!(await this.prisma.appUser.count({ where: { id: userId } }))) throw AppError.notFound(USER_NOT_FOUND);
    const rows = await this.prisma.business.findMany({
      where: { userId, ...(query ? { businessName: { contains: query, mode: 'insensitive' } } : {}) },
      select: businessSelect,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    });
    return rows.map(this.toModel);
  }

  async get(id: string): Promise<BusinessModel> {
    const row = await this.prisma.business.findUnique({ where: { id }, select: businessSelect });
    if (!row) throw AppError.notFound(NOT_FOUND);
    return this.toModel(row);
  }

  async create(input: CreateBusinessInput, files: BusinessImages = {}): Promise<BusinessModel> {
    const received = checkBusinessImages(files);
    const row = await this.images.save(received, async (tx, attach, replace) => {
      if (!(await tx.appUser.count({ where: { id: input.userId } }))) throw AppError.notFound(USER_NOT_FOUND);
      const business = await tx.business.create({ data: input, select: { id: true } });
      await this.attachBusinessImages(attach, replace, business.id, files);
      return tx.business.findUniqueOrThrow({ where: { id: business.id }, select: businessSelect });
    });
    return this.toModel(row);
  }

  async update({ id, ...changes }: UpdateBusinessInput, files: BusinessImages = {}): Promise<BusinessModel> {
    const received = checkBusinessImages(files);
    const row = await this.images.save(received, async (tx, attach, replace) => {
      if (!(await tx.business.count({ where: { id } }))) throw AppError.notFound(NOT_FOUND);
      await tx.business.update({ where: { id }, data: { ...changes, businessName: changes.businessName ?? undefined } });
      await this.attachBusinessImages(attach, replace, id, files);
      return tx.business.findUniqueOrThrow({ where: { id }, select: businessSelect });
    });
    return this.toModel(row);
  }

  async delete(id: string): Promise<BusinessModel> {
    const business = await this.get(id);
    await this.trash.trash('business', id);
    return business;
  }

  /** A new logo replaces the old one (its files go after the commit); frames join the end. */
  async attachBusinessImages(
    attach: AttachImages,
    replace: ReplaceImage,
    businessId: string,
    { businessLogo = [], businessFrame = [] }: BusinessImages,
  ) {
    await replace({ businessId }, 'business_logo', businessLogo);
    if (businessFrame.length) await attach({ businessId }, 'business_frame', businessFrame);
  }
}

/** All received images of a business request, after checking the single-image field. */
export function checkBusinessImages({ businessLogo = [], businessFrame = [] }: BusinessImages): ReceivedImage[] {
  if (businessLogo.length > 1) throw AppError.badInput(IMAGE_MESSAGES.tooMany(1));
  return [...businessLogo, ...businessFrame];
}
