import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { AllStaff } from '../common/auth/roles.js';
import { GalleryUploadArgs } from '../common/dto/gallery.inputs.js';
import { IdArgs } from '../common/dto/id.input.js';
import { MAX_GALLERY_FILES } from '../images/image-rules.js';
import { ImagesService } from '../images/images.service.js';
import { ImageModel } from '../images/models/image.model.js';
import { GraphQLUpload, type UploadArg } from '../images/upload.scalar.js';
import { CreateGreetingInput, GreetingsArgs, UpdateGreetingInput } from './dto/greeting.inputs.js';
import { GreetingModel } from './models/greeting.model.js';
import { GreetingsService } from './greetings.service.js';

@Resolver(() => GreetingModel)
@AllStaff()
export class GreetingsResolver {
  constructor(
    private readonly service: GreetingsService,
    private readonly images: ImagesService,
  ) {}

  @Query(() => [GreetingModel], {
    description: "A category's greetings, newest first. Who may call: any signed-in staff (superadmin, admin, employee).",
  })
  greetings(@Args() { id, status }: GreetingsArgs) {
    return this.service.list(id, status);
  }

  @Query(() => GreetingModel, { description: 'One greeting by id. Who may call: any signed-in staff (superadmin, admin, employee).' })
  greeting(@Args('id', { type: () => ID, description: "The greeting's id" }) id: string) {
    return this.service.get(id);
  }

  @Query(() => [ImageModel], { description: "A greeting's gallery, in order. Who may call: any signed-in staff (superadmin, admin, employee)." })
  greetingImages(@Args() { id }: IdArgs) {
    return this.service.gallery(id);
  }

  @Mutation(() => GreetingModel, { description: 'Adds a greeting to a category. Who may call: any signed-in staff (superadmin, admin, employee).' })
  createGreeting(@Args('input', { description: 'The new greeting' }) input: CreateGreetingInput) {
    return this.service.create(input);
  }

  @Mutation(() => GreetingModel, {
    description: 'Changes a greeting; absent fields keep their value. Who may call: any signed-in staff (superadmin, admin, employee).',
  })
  updateGreeting(@Args('input', { description: "The greeting's id and the fields to change" }) input: UpdateGreetingInput) {
    return this.service.update(input);
  }

  @Mutation(() => GreetingModel, {
    description: 'Deletes a greeting with its images (to the trash, restorable). Who may call: any signed-in staff (superadmin, admin, employee).',
  })
  deleteGreeting(@Args() { id }: IdArgs) {
    return this.service.delete(id);
  }

  @Mutation(() => [ImageModel], {
    description:
      'Adds up to 50 images to the end of the gallery; answers the whole gallery. Who may call: any signed-in staff (superadmin, admin, employee).',
  })
  async addGreetingImages(
    @Args() { id, categoryId }: GalleryUploadArgs,
    @Args('images', { type: () => [GraphQLUpload], description: 'The images: png, jpg or jpeg, each at most 2,000,000 bytes' }) uploads: UploadArg[],
  ) {
    return this.service.addImages(id, await this.images.receiveUploads(uploads, MAX_GALLERY_FILES), categoryId);
  }
}
