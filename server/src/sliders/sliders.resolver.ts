import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { AllStaff } from '../common/auth/roles.js';
import { IdArgs } from '../common/dto/id.input.js';
import { ImagesService } from '../images/images.service.js';
import { GraphQLUpload, type UploadArg } from '../images/upload.scalar.js';
import { CreateSliderInput, SlidersArgs, UpdateSliderInput } from './dto/slider.inputs.js';
import { SliderModel } from './models/slider.model.js';
import { SlidersService } from './sliders.service.js';

@Resolver(() => SliderModel)
@AllStaff()
export class SlidersResolver {
  constructor(
    private readonly service: SlidersService,
    private readonly images: ImagesService,
  ) {}

  @Query(() => [SliderModel], { description: 'Sliders, newest first. Who may call: any signed-in staff (superadmin, admin, employee).' })
  sliders(@Args() { status }: SlidersArgs) {
    return this.service.list(status);
  }

  @Query(() => SliderModel, { description: 'One slider by id. Who may call: any signed-in staff (superadmin, admin, employee).' })
  slider(@Args('id', { type: () => ID, description: "The slider's id" }) id: string) {
    return this.service.get(id);
  }

  @Mutation(() => SliderModel, { description: 'Adds a slider with its image. Who may call: any signed-in staff (superadmin, admin, employee).' })
  async createSlider(
    @Args('input', { description: 'The new slider' }) input: CreateSliderInput,
    @Args('sliderImage', { type: () => GraphQLUpload, description: "The slider's image: one png, jpg or jpeg of at most 2,000,000 bytes" })
    sliderImage: UploadArg,
  ) {
    return this.service.create(input, await this.images.receiveUploads([sliderImage], 1));
  }

  @Mutation(() => SliderModel, {
    description: 'Changes a slider; absent fields keep their value. Who may call: any signed-in staff (superadmin, admin, employee).',
  })
  async updateSlider(
    @Args('input', { description: "The slider's id and the fields to change" }) input: UpdateSliderInput,
    @Args('sliderImage', {
      type: () => GraphQLUpload,
      nullable: true,
      description: 'A new image (replaces the old one): one png, jpg or jpeg of at most 2,000,000 bytes',
    })
    sliderImage?: UploadArg | null,
  ) {
    return this.service.update(input, await this.images.receiveUploads(sliderImage ? [sliderImage] : [], 1));
  }

  @Mutation(() => SliderModel, {
    description: 'Deletes a slider with its image (to the trash, restorable). Who may call: any signed-in staff (superadmin, admin, employee).',
  })
  deleteSlider(@Args() { id }: IdArgs) {
    return this.service.delete(id);
  }
}
