import { Body, Controller, Delete, Post } from '@nestjs/common';
import { AllStaff } from '../common/auth/roles.js';
import { IdArgs } from '../common/dto/id.input.js';
import { ok } from '../common/rest/envelope.js';
import { ReorderImagesInput } from './images.inputs.js';
import { TrashService } from '../trash/trash.service.js';
import { ImagesService } from './images.service.js';

@Controller('images')
@AllStaff()
export class ImagesController {
  constructor(
    private readonly images: ImagesService,
    private readonly trash: TrashService,
  ) {}

  @Delete('delete')
  async delete(@Body() { id }: IdArgs) {
    return ok('Image deleted successfully', await this.trash.trashImage(id));
  }

  @Post('reorder')
  async reorder(@Body() { ids }: ReorderImagesInput) {
    return ok('Images reordered successfully', await this.images.reorder(ids));
  }
}
