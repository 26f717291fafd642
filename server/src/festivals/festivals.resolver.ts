import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { type AuthUser, CurrentUser } from '../common/auth/auth-user.js';
import { AllStaff } from '../common/auth/roles.js';
import { IdArgs } from '../common/dto/id.input.js';
import { MAX_GALLERY_FILES } from '../images/image-rules.js';
import { ImagesService } from '../images/images.service.js';
import { GraphQLUpload, type UploadArg } from '../images/upload.scalar.js';
import { NotificationModel } from '../notifications/models/notification.model.js';
import {
  CreateFestivalInput,
  FestivalDatesArgs,
  FestivalRuleDatesArgs,
  FestivalsArgs,
  UpcomingFestivalsArgs,
  UpdateFestivalInput,
} from './dto/festival.inputs.js';
import { FestivalsService } from './festivals.service.js';
import { FestivalDayModel, FestivalPresetModel, FestivalRuleYearModel } from './models/festival-day.model.js';
import { FestivalModel } from './models/festival.model.js';

@Resolver(() => FestivalModel)
@AllStaff()
export class FestivalsResolver {
  constructor(
    private readonly service: FestivalsService,
    private readonly images: ImagesService,
  ) {}

  @Query(() => [FestivalModel], {
    description: 'Festivals: fixed dates first by day, then the rest by name. Who may call: any signed-in staff (superadmin, admin, employee).',
  })
  festivals(@Args() { status }: FestivalsArgs) {
    return this.service.list(status);
  }

  @Query(() => FestivalModel, { description: 'One festival by id. Who may call: any signed-in staff (superadmin, admin, employee).' })
  festival(@Args('id', { type: () => ID, description: "The festival's id" }) id: string) {
    return this.service.get(id);
  }

  @Query(() => [FestivalDayModel], {
    description:
      'The days active festivals fall on between two days (at most 400 days apart), fixed or computed from their rules. Who may call: any signed-in staff (superadmin, admin, employee).',
  })
  festivalDates(@Args() { from, to }: FestivalDatesArgs) {
    return this.service.dates(from, to);
  }

  @Query(() => [FestivalDayModel], {
    description:
      "The dashboard's upcoming festivals: the days of the next `days` days (60 by default), or up to the first day of the `atLeast`-th festival (5 by default) when fewer fall in them, each with its post count. Who may call: any signed-in staff (superadmin, admin, employee).",
  })
  upcomingFestivals(@Args() { from, days, atLeast }: UpcomingFestivalsArgs) {
    return this.service.upcoming(from, days, atLeast);
  }

  @Query(() => [FestivalPresetModel], {
    description: 'Ready date rules for well-known festivals. Who may call: any signed-in staff (superadmin, admin, employee).',
  })
  festivalPresets() {
    return this.service.presets();
  }

  @Query(() => [FestivalRuleYearModel], {
    description:
      "A date rule's days, year by year (four years from this one by default). Who may call: any signed-in staff (superadmin, admin, employee).",
  })
  festivalRuleDates(@Args() { rule, fromYear, years }: FestivalRuleDatesArgs) {
    return this.service.ruleDates(rule, fromYear, years);
  }

  @Mutation(() => FestivalModel, {
    description: 'Creates a festival with up to 50 images. Who may call: any signed-in staff (superadmin, admin, employee).',
  })
  async createFestival(
    @Args('input', { description: 'The new festival' }) input: CreateFestivalInput,
    @Args('festivalImages', {
      type: () => [GraphQLUpload],
      nullable: true,
      description: 'Gallery images: png, jpg or jpeg, each at most 2,000,000 bytes',
    })
    festivalImages?: UploadArg[] | null,
  ) {
    return this.service.create(input, await this.images.receiveUploads(festivalImages, MAX_GALLERY_FILES));
  }

  @Mutation(() => FestivalModel, {
    description:
      'Changes a festival; new images (up to 50) join the end of its gallery. Who may call: any signed-in staff (superadmin, admin, employee).',
  })
  async updateFestival(
    @Args('input', { description: "The festival's id and the fields to change" }) input: UpdateFestivalInput,
    @Args('festivalImages', {
      type: () => [GraphQLUpload],
      nullable: true,
      description: 'Gallery images to add: png, jpg or jpeg, each at most 2,000,000 bytes',
    })
    festivalImages?: UploadArg[] | null,
  ) {
    return this.service.update(input, await this.images.receiveUploads(festivalImages, MAX_GALLERY_FILES));
  }

  @Mutation(() => FestivalModel, {
    description: 'Deletes a festival with its posts and images. Who may call: any signed-in staff (superadmin, admin, employee).',
  })
  deleteFestival(@Args() { id }: IdArgs) {
    return this.service.delete(id);
  }

  @Mutation(() => NotificationModel, {
    description: "Pushes the festival to the app's users; once per 10 minutes. Who may call: any signed-in staff (superadmin, admin, employee).",
  })
  notifyFestival(@Args() { id }: IdArgs, @CurrentUser() user: AuthUser) {
    return this.service.notify(id, user);
  }
}
