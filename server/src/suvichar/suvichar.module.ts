import { Body, Controller, Delete, Get, Module, Post, Put, Query as QueryParams } from '@nestjs/common';
import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { SUVICHAR } from '../../../shared/entities/index.js';
import { AllStaff } from '../common/auth/roles.js';
import { IdArgs } from '../common/dto/id.input.js';
import { ApiRoute } from '../common/rest/api-route.js';
import type { ReceivedImage } from '../images/image-intake.js';
import { ImageUploads, UploadedImages } from '../images/image-uploads.interceptor.js';
import { ImagesService } from '../images/images.service.js';
import { GraphQLUpload, type UploadArg } from '../images/upload.scalar.js';
import { CreateSuvicharInput, SuvicharModel, SuvicharPage, SuvicharsArgs, UpdateSuvicharInput } from './suvichar.model.js';
import { SuvicharService } from './suvichar.service.js';

const { messages } = SUVICHAR;
const WHO = 'Who may call: any signed-in staff (superadmin, admin, employee).';
const IMAGE = 'one png, jpg or jpeg of at most 2,000,000 bytes';

@Resolver(() => SuvicharModel)
@AllStaff()
export class SuvicharResolver {
  constructor(
    private readonly service: SuvicharService,
    private readonly images: ImagesService,
  ) {}

  @Query(() => SuvicharPage, { description: `Suvichars, latest day first, searched by thought or author. ${WHO}` })
  suvichars(@Args() args: SuvicharsArgs) {
    return this.service.page(args);
  }

  @Query(() => SuvicharModel, { description: `One suvichar by id. ${WHO}` })
  suvichar(@Args('id', { type: () => ID, description: "The suvichar's id" }) id: string) {
    return this.service.get(id);
  }

  @Query(() => SuvicharModel, { nullable: true, description: `The active suvichar of today's India day; null when there is none. ${WHO}` })
  todaySuvichar() {
    return this.service.today();
  }

  @Mutation(() => SuvicharModel, { description: `Adds a suvichar, with a background image if one is sent. ${WHO}` })
  async createSuvichar(
    @Args('input', { description: 'The new suvichar' }) input: CreateSuvicharInput,
    @Args('suvicharImage', { type: () => GraphQLUpload, nullable: true, description: `A background image: ${IMAGE}` })
    image?: UploadArg | null,
  ) {
    return this.service.create(input, await this.images.receiveUploads(image ? [image] : [], 1));
  }

  @Mutation(() => SuvicharModel, { description: `Changes a suvichar; a new image replaces the old one. ${WHO}` })
  async updateSuvichar(
    @Args('input', { description: "The suvichar's id and the fields to change" }) input: UpdateSuvicharInput,
    @Args('suvicharImage', { type: () => GraphQLUpload, nullable: true, description: `A new background image (replaces the old one): ${IMAGE}` })
    image?: UploadArg | null,
  ) {
    return this.service.update(input, await this.images.receiveUploads(image ? [image] : [], 1));
  }

  @Mutation(() => SuvicharModel, { description: `Deletes a suvichar with its image (to the trash, restorable). ${WHO}` })
  deleteSuvichar(@Args() { id }: IdArgs) {
    return this.service.delete(id);
  }
}

/** The REST facade: list, today's, and multipart create and update with the file in `suvicharImage`. */
@Controller(SUVICHAR.rest.path)
@AllStaff()
export class SuvicharController {
  constructor(private readonly service: SuvicharService) {}

  @ApiRoute({
    summary: 'List suvichars, a page at a time',
    description:
      'One page (`page`, `limit`) of the suvichars, latest day first, searched in the thought and the author with `query`, optionally only active or inactive ones; `totalCount` counts all pages.',
    data: [SuvicharModel],
    paged: true,
  })
  @Get()
  async list(@QueryParams() args: SuvicharsArgs) {
    return this.service.page(args);
  }

  @ApiRoute({
    summary: "Today's suvichar",
    description: "The active suvichar of today's India day, for the app; `data` is null when there is none.",
    data: {
      schema: { allOf: [{ $ref: '#/components/schemas/Suvichar' }], nullable: true, description: "Today's suvichar; null when there is none" },
    },
  })
  @Get('today')
  async today() {
    return this.service.today();
  }

  @ApiRoute({
    summary: 'Create a suvichar',
    description: 'Creates a suvichar (multipart, with an optional background image in `suvicharImage`) and answers it.',
    data: SuvicharModel,
    message: messages.created,
    errors: { 409: messages.taken.day },
  })
  @Post('create')
  @ImageUploads({ suvicharImage: 1 })
  async create(@Body() input: CreateSuvicharInput, @UploadedImages('suvicharImage') images: ReceivedImage[]) {
    return this.service.create(input, images);
  }

  @ApiRoute({
    summary: 'Update a suvichar',
    description:
      'Changes the fields given (by `id` or `_id`) and answers the suvichar; absent fields stay as they are, a new image replaces the old one.',
    data: SuvicharModel,
    message: messages.updated,
    errors: { 404: messages.notFound, 409: messages.taken.day },
  })
  @Put('update')
  @ImageUploads({ suvicharImage: 1 })
  async update(@Body() input: UpdateSuvicharInput, @UploadedImages('suvicharImage') images: ReceivedImage[]) {
    return this.service.update(input, images);
  }

  @ApiRoute({
    summary: 'Delete a suvichar',
    description: 'Moves the suvichar named by `id` (or `_id`) to the trash and answers it as it was.',
    data: SuvicharModel,
    message: messages.deleted,
    errors: { 404: messages.notFound },
  })
  @Delete('delete')
  async delete(@Body() { id }: IdArgs) {
    return this.service.delete(id);
  }
}

@Module({ controllers: [SuvicharController], providers: [SuvicharService, SuvicharResolver] })
export class SuvicharModule {}
