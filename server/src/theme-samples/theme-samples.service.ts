import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service.js';
import { ImagesService } from '../images/images.service.js';
import { SingleImageRecords } from '../images/single-image-records.js';
import { TrashService } from '../trash/trash.service.js';
import type { CreateThemeSampleInput, UpdateThemeSampleInput } from './dto/theme-sample.inputs.js';
import { type ThemeSampleModel, themeSampleSelect, type ThemeSampleRow } from './models/theme-sample.model.js';

/** Theme samples (spec §2): example posters shown in the app, one image each. */
@Injectable()
export class ThemeSamplesService extends SingleImageRecords<ThemeSampleRow, ThemeSampleModel, CreateThemeSampleInput, UpdateThemeSampleInput> {
  constructor(prisma: PrismaService, images: ImagesService, trash: TrashService) {
    super(prisma, images, {
      model: 'themeSample',
      select: themeSampleSelect,
      owner: 'themeSampleId',
      kind: 'theme_sample_image',
      texts: { notFound: 'ThemeSample not found', imageLabel: 'Theme Sample Image' },
      toModel: (sample, image) => ({ ...sample, image, themeSampleImage: image?.path ?? null }),
      createData: (input) => ({ status: input.status }),
      updateData: (changes) => ({ status: changes.status ?? undefined }),
      trash: (id) => trash.trash('theme_sample', id),
    });
  }
}
