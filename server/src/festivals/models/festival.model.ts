import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { galleryImages, ImageModel, type ImageRow } from '../../images/models/image.model.js';
import { dateToDay } from '../calendar-day.js';

@ObjectType('Festival')
export class FestivalModel {
  @Field(() => ID)
  id: string;

  @Field()
  festivalName: string;

  @Field({ description: 'On: the festival falls on festivalDate; off: every year, no fixed date' })
  isFixedDate: boolean;

  @Field(() => String, { nullable: true, description: 'A calendar day, YYYY-MM-DD (no time, no time zone)' })
  festivalDate: string | null;

  @Field({ description: 'Active (true) or inactive (false)' })
  status: boolean;

  @Field(() => String, { nullable: true })
  festivalDescription: string | null;

  @Field(() => [ImageModel], { description: 'The gallery, in order' })
  images: ImageModel[];

  @Field(() => [String], { description: 'Paths of the originals in gallery order, as the older clients read them' })
  festivalImages: string[];

  @Field(() => Int, { description: 'Festival posts on the calendar; deleting the festival deletes them' })
  totalPosts: number;

  @Field()
  createdAt: Date;
}

/** One query for a list with every row's gallery and post count (no query per row). */
export const festivalSelect = {
  id: true,
  festivalName: true,
  isFixedDate: true,
  festivalDate: true,
  status: true,
  festivalDescription: true,
  createdAt: true,
  images: galleryImages,
  _count: { select: { posts: true } },
} as const;

export type FestivalRow = {
  id: string;
  festivalName: string;
  isFixedDate: boolean;
  festivalDate: Date | null;
  status: boolean;
  festivalDescription: string | null;
  createdAt: Date;
  images: ImageRow[];
  _count: { posts: number };
};

export function toFestivalModel(row: FestivalRow, toImage: (image: ImageRow) => ImageModel): FestivalModel {
  const { images, _count, festivalDate, ...festival } = row;
  const gallery = images.map(toImage);
  return {
    ...festival,
    festivalDate: festivalDate ? dateToDay(festivalDate) : null,
    images: gallery,
    festivalImages: gallery.map((image) => image.path),
    totalPosts: _count.posts,
  };
}
