import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { AnySignedIn } from '../common/auth/roles.js';
import { IdArgs } from '../common/dto/id.input.js';
import { ImagesService } from '../images/images.service.js';
import { GraphQLUpload, type UploadArg } from '../images/upload.scalar.js';
import { CreateThemeSampleInput, ThemeSamplesArgs, UpdateThemeSampleInput } from './dto/theme-sample.inputs.js';
import { ThemeSampleModel } from './models/theme-sample.model.js';
import { ThemeSamplesService } from './theme-samples.service.js';

@Resolver(() => ThemeSampleModel)
@AnySignedIn()
export class ThemeSamplesResolver {
  constructor(
    private readonly service: ThemeSamplesService,
    private readonly images: ImagesService,
  ) {}

  @Query(() => [ThemeSampleModel], { description: 'Theme samples, newest first' })
  themeSamples(@Args() { status }: ThemeSamplesArgs) {
    return this.service.list(status);
  }

  @Query(() => ThemeSampleModel)
  themeSample(@Args('id', { type: () => ID }) id: string) {
    return this.service.get(id);
  }

  @Mutation(() => ThemeSampleModel)
  async createThemeSample(
    @Args('input') input: CreateThemeSampleInput,
    @Args('themeSampleImage', { type: () => GraphQLUpload }) themeSampleImage: UploadArg,
  ) {
    return this.service.create(input, await this.images.receiveUploads([themeSampleImage], 1));
  }

  @Mutation(() => ThemeSampleModel)
  async updateThemeSample(
    @Args('input') input: UpdateThemeSampleInput,
    @Args('themeSampleImage', { type: () => GraphQLUpload, nullable: true }) themeSampleImage?: UploadArg | null,
  ) {
    return this.service.update(input, await this.images.receiveUploads(themeSampleImage ? [themeSampleImage] : [], 1));
  }

  @Mutation(() => ThemeSampleModel)
  deleteThemeSample(@Args() { id }: IdArgs) {
    return this.service.delete(id);
  }
}
