import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { AnySignedIn } from '../common/auth/roles.js';
import { IdArgs } from '../common/dto/id.input.js';
import { ImagesService } from '../images/images.service.js';
import { GraphQLUpload, type UploadArg } from '../images/upload.scalar.js';
import { CreateSliderInput, SlidersArgs, UpdateSliderInput } from './dto/slider.inputs.js';
import { SliderModel } from './models/slider.model.js';
import { SlidersService } from './sliders.service.js';

@Resolver(() => SliderModel)
@AnySignedIn()
export class SlidersResolver {
  constructor(
    private readonly service: SlidersService,
    private readonly images: ImagesService,
  ) {}

  @Query(() => [SliderModel], { description: 'Sliders, newest first' })
  sliders(@Args() { status }: SlidersArgs) {
    return this.service.list(status);
  }

  @Query(() => SliderModel)
  slider(@Args('id', { type: () => ID }) id: string) {
    return this.service.get(id);
  }

  @Mutation(() => SliderModel)
  async createSlider(@Args('input') input: CreateSliderInput, @Args('sliderImage', { type: () => GraphQLUpload }) sliderImage: UploadArg) {
    return this.service.create(input, await this.images.receiveUploads([sliderImage], 1));
  }

  @Mutation(() => SliderModel)
  async updateSlider(
    @Args('input') input: UpdateSliderInput,
    @Args('sliderImage', { type: () => GraphQLUpload, nullable: true }) sliderImage?: UploadArg | null,
  ) {
    return this.service.update(input, await this.images.receiveUploads(sliderImage ? [sliderImage] : [], 1));
  }

  @Mutation(() => SliderModel)
  deleteSlider(@Args() { id }: IdArgs) {
    return this.service.delete(id);
  }
}
