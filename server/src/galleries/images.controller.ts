import { Body, Controller, Delete, Post } from '@nestjs/common';
import { AllStaff } from '../common/auth/roles.js';
import { IdArgs } from '../common/dto/id.input.js';
import { ReorderImagesInput } from './images.inputs.js';
import { TrashService } from '../trash/trash.service.js';
import { ImagesService } from '../images/images.service.js';
import { ApiRoute } from '../common/rest/api-route.js';
import { ImageModel } from '../images/models/image.model.js';

@Controller('images')
@AllStaff()
export class ImagesController {
  constructor(
    private readonly images: ImagesService,
    private readonly trash: TrashService,
  ) {}

  @ApiRoute({
    summary: 'Delete a gallery image',
    description: 'Deletes one image of any gallery, with its files, and answers it as it was.',
    data: ImageModel,
    message: 'Image deleted successfully',
    errors: { 404: 'Image not found' },
  })
  @Delete('delete')
  async delete(@Body() { id }: IdArgs) {
    return this.trash.trashImage(id);
  }

  @ApiRoute({
    summary: 'Reorder a gallery',
    description: 'Puts the images of one gallery in the order of `ids` (all of them, once each) and answers them in that order.',
    data: [ImageModel],
    message: 'Images reordered successfully',
    errors: { 404: 'Image not found' },
  })
  @Post('reorder')
  async reorder(@Body() { ids }: ReorderImagesInput) {
    return this.images.reorder(ids);
  }
}
