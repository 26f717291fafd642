import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { AllStaff } from '../common/auth/roles.js';
import { IdArgs } from '../common/dto/id.input.js';
import { ReorderImagesInput } from './images.inputs.js';
import { TrashService } from '../trash/trash.service.js';
import { ImagesService } from '../images/images.service.js';
import { ImageModel } from '../images/models/image.model.js';

/** Gallery operations shared by every owner of images. */
@Resolver(() => ImageModel)
@AllStaff()
export class ImagesResolver {
  constructor(
    private readonly images: ImagesService,
    private readonly trash: TrashService,
  ) {}

  @Mutation(() => ImageModel, {
    description: 'Moves one image of a gallery to the trash. Who may call: any signed-in staff (superadmin, admin, employee).',
  })
  deleteImage(@Args() { id }: IdArgs) {
    return this.trash.trashImage(id);
  }

  @Mutation(() => [ImageModel], { description: "Saves a gallery's order. Who may call: any signed-in staff (superadmin, admin, employee)." })
  reorderImages(@Args() { ids }: ReorderImagesInput) {
    return this.images.reorder(ids);
  }
}
