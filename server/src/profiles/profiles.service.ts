import { Injectable } from '@nestjs/common';
import type { UserType } from '../common/user-type.js';
import { BusinessesService, checkBusinessImages, type BusinessImages } from '../businesses/businesses.service.js';
import type { BusinessModel } from '../businesses/models/business.model.js';
import { businessSelect } from '../businesses/models/business.model.js';
import { AppError } from '../common/errors/app-error.js';
import { PrismaService, type Tx } from '../database/prisma.service.js';
import type { ImageKind } from '../images/image-owner.js';
import type { ReceivedImage } from '../images/image-intake.js';
import { IMAGE_MESSAGES } from '../images/image-rules.js';
import { ImagesService } from '../images/images.service.js';
import { galleryImages, type ImageModel } from '../images/models/image.model.js';
import type { ElectionProfileModel, PanchayatProfileModel } from './models/profile.models.js';

const USER_NOT_FOUND = 'User not found';

/** The slots of a profile: single images (replaced) and one gallery of frames (added to). */
interface ProfileSlots {
  singles: Record<string, ImageKind>;
  gallery: [field: string, kind: ImageKind];
  userTypes: readonly UserType[];
  wrongType: string;
}

const PANCHAYAT: ProfileSlots = {
  singles: { panchayatLogo: 'panchayat_logo', personImage: 'panchayat_person' },
  gallery: ['panchayatFrame', 'panchayat_frame'],
  userTypes: ['panchayat'],
  wrongType: 'A panchayat profile is only for panchayat users',
};

const ELECTION: ProfileSlots = {
  singles: { candidateSymbol: 'candidate_symbol', candidateImage: 'candidate_image' },
  gallery: ['candidateFrame', 'candidate_frame'],
  userTypes: ['election'],
  wrongType: 'An election profile is only for election users',
};

/** Business frames go to business and panchayat users (spec §2 Subscribed Users). */
const BUSINESS_FRAME_USERS: readonly UserType[] = ['business', 'panchayat'];

export type ProfileFiles = Record<string, ReceivedImage[] | undefined>;

/**
 * The frames and pictures the app prints on a user's posters: a business
 * profile (the user's first business), a panchayat profile or an election
 * profile. Each save replaces the single images it is sent and adds frames
 * to the end of the gallery.
 */
@Injectable()
export class ProfilesService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly images: ImagesService,
    private readonly businesses: BusinessesService,
  ) {}

  // ------------------------------------------------------------ business

  /** The user's business profile: their first business, or null before one exists. */
  async businessProfile(userId: string): Promise<BusinessModel | null> {
    await this.userOfType(this.prisma, userId, BUSINESS_FRAME_USERS, 'Business frames are for business and panchayat users');
    const row = await this.prisma.business.findFirst({ where: { userId }, select: businessSelect, orderBy: { createdAt: 'asc' } });
    return row ? this.businesses.toModel(row) : null;
  }

  /** Adds a logo and frames to the user's first business, creating it (named after the user) when there is none. */
  async saveBusinessProfile(userId: string, files: BusinessImages, userType?: UserType): Promise<BusinessModel> {
    const received = checkBusinessImages(files);
    const row = await this.images.save(received, async (tx, attach, replace) => {
      const user = await this.userOfType(tx, userId, BUSINESS_FRAME_USERS, 'Business frames are for business and panchayat users', userType);
      const existing = await tx.business.findFirst({ where: { userId }, select: { id: true }, orderBy: { createdAt: 'asc' } });
      const businessId = existing?.id ?? (await tx.business.create({ data: { userId, businessName: user.name }, select: { id: true } })).id;
      await this.businesses.attachBusinessImages(attach, replace, businessId, files);
      return tx.business.findUniqueOrThrow({ where: { id: businessId }, select: businessSelect });
    });
    return this.businesses.toModel(row);
  }

  // ------------------------------------------------------------ panchayat and election

  async panchayatProfile(userId: string): Promise<PanchayatProfileModel> {
    return (await this.readProfile(userId, PANCHAYAT)) as unknown as PanchayatProfileModel;
  }

  async savePanchayatProfile(userId: string, files: ProfileFiles, userType?: UserType): Promise<PanchayatProfileModel> {
    return (await this.saveProfile(userId, PANCHAYAT, files, userType)) as unknown as PanchayatProfileModel;
  }

  async electionProfile(userId: string): Promise<ElectionProfileModel> {
    return (await this.readProfile(userId, ELECTION)) as unknown as ElectionProfileModel;
  }

  async saveElectionProfile(userId: string, files: ProfileFiles, userType?: UserType): Promise<ElectionProfileModel> {
    return (await this.saveProfile(userId, ELECTION, files, userType)) as unknown as ElectionProfileModel;
  }

  private profileTable(tx: Tx | PrismaService, slots: ProfileSlots) {
    return slots === PANCHAYAT ? tx.panchayatProfile : tx.electionProfile;
  }

  private ownerKey(slots: ProfileSlots) {
    return slots === PANCHAYAT ? ('panchayatProfileId' as const) : ('electionProfileId' as const);
  }

  private async readProfile(userId: string, slots: ProfileSlots): Promise<Record<string, unknown>> {
    await this.userOfType(this.prisma, userId, slots.userTypes, slots.wrongType);
    const table = this.profileTable(this.prisma, slots) as typeof this.prisma.panchayatProfile;
    const profile = await table.findUnique({
      where: { userId },
      select: { images: { ...galleryImages, select: { ...galleryImages.select, kind: true } } },
    });
    return this.toProfile(userId, slots, profile?.images ?? []);
  }

  private async saveProfile(userId: string, slots: ProfileSlots, files: ProfileFiles, userType?: UserType) {
    for (const field of Object.keys(slots.singles)) {
      if ((files[field]?.length ?? 0) > 1) throw AppError.badInput(IMAGE_MESSAGES.tooMany(1));
    }
    const received = [...Object.keys(slots.singles), slots.gallery[0]].flatMap((field) => files[field] ?? []);
    await this.images.save(received, async (tx, attach, replace) => {
      await this.userOfType(tx, userId, slots.userTypes, slots.wrongType, userType);
      const table = this.profileTable(tx, slots) as Tx['panchayatProfile'];
      const { id } = await table.upsert({ where: { userId }, create: { userId }, update: {}, select: { id: true } });
      const owner = { [this.ownerKey(slots)]: id } as { panchayatProfileId: string };
      for (const [field, kind] of Object.entries(slots.singles)) await replace(owner, kind, files[field] ?? []);
      const frames = files[slots.gallery[0]] ?? [];
      if (frames.length) await attach(owner, slots.gallery[1], frames);
    });
    return this.readProfile(userId, slots);
  }

  private toProfile(userId: string, slots: ProfileSlots, images: Array<Parameters<ImagesService['toModel']>[0] & { kind: string }>) {
    const profile: Record<string, ImageModel | ImageModel[] | string | null> = { userId };
    for (const [field, kind] of Object.entries(slots.singles)) {
      const image = images.find((row) => row.kind === kind);
      profile[field] = image ? this.images.toModel(image) : null;
    }
    profile[slots.gallery[0]] = images.filter((row) => row.kind === slots.gallery[1]).map((row) => this.images.toModel(row));
    return profile;
  }

  /** The user, who must exist and be of one of the types; a `userType` sent by the client must agree. */
  private async userOfType(
    db: Tx | PrismaService,
    userId: string,
    types: readonly UserType[],
    wrongType: string,
    claimedType?: UserType,
  ): Promise<{ name: string; userType: UserType }> {
    const user = await db.appUser.findUnique({ where: { id: userId }, select: { name: true, userType: true } });
    if (!user) throw AppError.notFound(USER_NOT_FOUND);
    if (!types.includes(user.userType) || (claimedType && claimedType !== user.userType)) throw AppError.badInput(wrongType);
    return user;
  }
}
