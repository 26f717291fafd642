import { ArgsType, Field, ID, InputType, ObjectType } from '@nestjs/graphql';
import { Matches } from 'class-validator';
import { SUVICHAR } from '../../../shared/entities/index.js';
import { dateToDay } from '../../../shared/india-day.js';
import { OptionalFlag, RequiredFlag, StatusFilter } from '../common/dto/flags.js';
import { RecordId } from '../common/dto/id.input.js';
import { PageArgs } from '../common/dto/page.args.js';
import { OptionalText, RequiredText } from '../common/dto/text-fields.js';
import { Paginated } from '../common/graphql/paginated.js';
import { CalendarDayField } from '../festivals/dto/calendar-day.field.js';
import { galleryImages, ImageModel, type ImageRow } from '../images/models/image.model.js';

/** The thought must be written in Gujarati: at least one letter of the Gujarati block. */
const GUJARATI = /[\u0A80-\u0AFF]/;
const TEXT_RULES = { maxLength: 500 };
const DAY_DESCRIPTION = 'The India day it is for, YYYY-MM-DD (DD/MM/YYYY is accepted too); one suvichar per day';

@ObjectType('Suvichar', { description: 'A thought of the day (suvichar) the app shows on its day' })
export class SuvicharModel {
  @Field(() => ID, { description: "The suvichar's id (UUID)" })
  id: string;

  @Field({ description: 'The thought, in Gujarati, up to 500 characters' })
  text: string;

  @Field(() => String, { nullable: true, description: 'Who said or wrote it; null when unknown' })
  author: string | null;

  @Field({ description: 'The India day it is for, YYYY-MM-DD' })
  day: string;

  @Field({ description: 'Active (true) or inactive (false); the app shows only active ones' })
  status: boolean;

  @Field(() => ImageModel, { nullable: true, description: 'The background image; null when none' })
  image: ImageModel | null;

  @Field({ description: 'When it was added (ISO 8601 date-time, UTC)' })
  createdAt: Date;
}

@ObjectType('SuvicharPage', { description: 'One page of suvichars, latest day first, and how many match in all' })
export class SuvicharPage extends Paginated(SuvicharModel) {}

export const suvicharSelect = {
  id: true,
  text: true,
  author: true,
  day: true,
  status: true,
  createdAt: true,
  images: { ...galleryImages, take: 1 },
} as const;

export interface SuvicharRow {
  id: string;
  text: string;
  author: string | null;
  day: Date;
  status: boolean;
  createdAt: Date;
  images: ImageRow[];
}

export const toSuvicharModel = ({ day, ...fields }: Omit<SuvicharRow, 'images'>, image: ImageModel | null): SuvicharModel => ({
  ...fields,
  day: dateToDay(day),
  image,
});

@InputType({ description: 'A new suvichar; its background image, if any, is sent beside these fields' })
export class CreateSuvicharInput {
  @Field({ description: 'The thought, in Gujarati, 1 to 500 characters' })
  @Matches(GUJARATI, { message: 'Suvichar must be written in Gujarati' })
  @RequiredText('Suvichar', TEXT_RULES)
  text: string;

  @Field(() => String, { nullable: true, description: 'Who said or wrote it, up to 100 characters; null or blank for none' })
  @OptionalText('Author', 100)
  author?: string | null;

  @Field({ description: DAY_DESCRIPTION })
  @CalendarDayField('Day', { required: true })
  day: string;

  @RequiredFlag('Status', 'Active (true, the default) or inactive (false)', true)
  status: boolean = true;
}

@InputType({ description: 'Changes to a suvichar: absent fields keep their value, a blank author clears it' })
export class UpdateSuvicharInput {
  @RecordId(SUVICHAR.messages.notFound, 'The suvichar to change')
  id: string;

  @Field({ nullable: true, description: 'The new thought, in Gujarati, 1 to 500 characters' })
  @Matches(GUJARATI, { message: 'Suvichar must be written in Gujarati' })
  @RequiredText('Suvichar', { ...TEXT_RULES, optional: true })
  text?: string;

  @Field(() => String, { nullable: true, description: 'Who said or wrote it, up to 100 characters; blank clears it' })
  @OptionalText('Author', 100)
  author?: string | null;

  @Field(() => String, { nullable: true, description: DAY_DESCRIPTION })
  @CalendarDayField('Day')
  day?: string | null;

  @OptionalFlag('Status', 'Active (true) or inactive (false)')
  status?: boolean;
}

@ArgsType()
export class SuvicharsArgs extends PageArgs {
  @StatusFilter('suvichars')
  status?: boolean;
}
