import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { AllStaff } from '../common/auth/roles.js';
import { IdArgs } from '../common/dto/id.input.js';
import { ImagesService } from '../images/images.service.js';
import { GraphQLUpload, type UploadArg } from '../images/upload.scalar.js';
import { CreateThemeSampleInput, ThemeSamplesArgs, UpdateThemeSampleInput } from './dto/theme-sample.inputs.js';
import { ThemeSampleModel } from './models/theme-sample.model.js';
import { ThemeSamplesService } from './theme-samples.service.js';

@Resolver(() => ThemeSampleModel)
@AllStaff()
export class ThemeSamplesResolver {
  constructor(
    private readonly service: ThemeSamplesService,
    private readonly images: ImagesService,
  ) {}

  @Query(() => [ThemeSampleModel], { description: 'Theme samples, newest first. Who may call: any signed-in staff (superadmin, admin, employee).' })
  themeSamples(@Args() { status }: ThemeSamplesArgs) {
    return this.service.list(status);
  }

  @Query(() => ThemeSampleModel, { description: 'One theme sample by id. Who may call: any signed-in staff (superadmin, admin, employee).' })
  themeSample(@Args('id', { type: () => ID, description: "The theme sample's id" }) id: string) {
    return this.service.get(id);
  }

  @Mutation(() => ThemeSampleModel, {
    description: 'Adds a theme sample with its image. Who may call: any signed-in staff (superadmin, admin, employee).',
  })
  async createThemeSample(
    @Args('input', { description: 'The new theme sample' }) input: CreateThemeSampleInput,
    @Args('themeSampleImage', { type: () => GraphQLUpload, description: 'The sample image: one png, jpg or jpeg of at most 2,000,000 bytes' })
    themeSampleImage: UploadArg,
  ) {
    return this.service.create(input, await this.images.receiveUploads([themeSampleImage], 1));
  }

  @Mutation(() => ThemeSampleModel, {
    description: "Changes a theme sample's status or image. Who may call: any signed-in staff (superadmin, admin, employee).",
  })
  async updateThemeSample(
    @Args('input', { description: "The theme sample's id and the fields to change" }) input: UpdateThemeSampleInput,
    @Args('themeSampleImage', {
      type: () => GraphQLUpload,
      nullable: true,
      description: 'A new image (replaces the old one): one png, jpg or jpeg of at most 2,000,000 bytes',
    })
    themeSampleImage?: UploadArg | null,
  ) {
    return this.service.update(input, await this.images.receiveUploads(themeSampleImage ? [themeSampleImage] : [], 1));
  }

  @Mutation(() => ThemeSampleModel, {
    description: 'Deletes a theme sample with its image (to the trash, restorable). Who may call: any signed-in staff (superadmin, admin, employee).',
  })
  deleteThemeSample(@Args() { id }: IdArgs) {
    return this.service.delete(id);
  }
}
