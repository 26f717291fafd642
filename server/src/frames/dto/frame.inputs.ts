import { applyDecorators } from '@nestjs/common';
import { ArgsType, Field, Float, ID, InputType, Int } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { PageArgs } from '../../common/dto/page.args.js';
import { RequiredText } from '../../common/dto/text-fields.js';
import { ToBoolean } from '../../common/dto/transforms.js';
import { required } from '../../common/dto/validation-messages.js';
import { FONT_SIZES, FONT_WEIGHTS, FRAME_FONTS } from '../../../../shared/poster-layout.js';
import { OptionalFlag, RequiredFlag, StatusFilter } from '../../common/dto/flags.js';

/** Spec §5 Frame texts, and ours for what the spec leaves open. */
export const FRAME_MESSAGES = {
  notFound: 'Frame not found',
  imageRequired: 'Frame image is required',
  imageNotFound: 'The frame image was not found. Upload it again',
  regionsRequired: 'Region selection is required',
  regionType: 'Please choose region type',
  unknownField: 'A region is bound to a frame field that does not exist',
  regionNumbers: 'Region position and size must be numbers',
  maxRegions: 'A frame can have at most 50 regions',
  duplicateIndex: 'Each region needs its own data.index',
  unknownRegion: 'A region id does not belong to this frame',
  fontColor: 'Font color must be a colour like #1a2b3c',
  fontSize: `Font size must be one of ${FONT_SIZES.map((size) => size.value).join(', ')}`,
  fontWeight: `Font weight must be one of ${FONT_WEIGHTS.join(', ')}`,
  fontFamily: `Font family must be one of ${FRAME_FONTS.join(', ')}`,
} as const;

export const MAX_REGIONS = 50;

@InputType({ description: "Where a region stands among the frame's regions" })
export class FrameRegionDataInput {
  @Field(() => Int, { description: 'Drawing order on the frame' })
  @Min(0, { message: 'data.index must be 0 or more' })
  @IsInt({ message: 'data.index must be a whole number' })
  index: number;
}

@InputType({ description: "How a region's text is drawn; absent values use the render's defaults" })
export class FrameRegionPropertiesInput {
  @Field(() => String, { nullable: true, description: 'Hex colour, e.g. #ffffff' })
  @Matches(/^#[0-9a-fA-F]{6}$/, { message: FRAME_MESSAGES.fontColor })
  @IsOptional()
  fontColor?: string | null;

  @Field(() => Int, { nullable: true, description: 'Spec §9: 12, 15, 17, 21 or 25 (on a 360 px wide poster)' })
  @IsIn(FONT_SIZES.map((size) => size.value), { message: FRAME_MESSAGES.fontSize })
  @IsOptional()
  fontSize?: number | null;

  @Field(() => Int, { nullable: true, description: '400, 500, 600 or 700' })
  @IsIn([...FONT_WEIGHTS], { message: FRAME_MESSAGES.fontWeight })
  @IsOptional()
  fontWeight?: number | null;

  @Field(() => String, { nullable: true, description: 'One of the six Gujarati fonts of spec §9' })
  @IsIn([...FRAME_FONTS], { message: FRAME_MESSAGES.fontFamily })
  @IsOptional()
  fontFamily?: string | null;
}

/** A rectangle in the frame image's own pixels. */
@InputType({ description: "A rectangle in the frame image's own pixels, and what it prints" })
export class FrameRegionInput {
  @Field(() => ID, {
    nullable: true,
    description:
      'The saved region this is (its id as answered); absent for a new region. A saved region sent without its id is removed and added again',
  })
  @IsOptional()
  @IsUUID('all', { message: FRAME_MESSAGES.unknownRegion })
  id?: string | null;

  @Field(() => Float, { description: "Left edge in the frame image's own pixels" })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: FRAME_MESSAGES.regionNumbers })
  x: number;

  @Field(() => Float, { description: "Top edge in the frame image's own pixels" })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: FRAME_MESSAGES.regionNumbers })
  y: number;

  @Field(() => Float, { description: "Width in the frame image's own pixels" })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: FRAME_MESSAGES.regionNumbers })
  width: number;

  @Field(() => Float, { description: "Height in the frame image's own pixels" })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: FRAME_MESSAGES.regionNumbers })
  height: number;

  @Field(() => FrameRegionDataInput, { nullable: true, description: 'Defaults to the region’s place in the list' })
  @ValidateNested()
  @Type(() => FrameRegionDataInput)
  @IsOptional()
  data?: FrameRegionDataInput | null;

  @Field(() => ID, { nullable: true, description: 'The frame field this region shows' })
  @IsUUID('all', { message: FRAME_MESSAGES.unknownField })
  @IsNotEmpty({ message: FRAME_MESSAGES.regionType })
  dataType: string;

  @Field(() => FrameRegionPropertiesInput, { nullable: true, description: 'Font settings of the region; null for the defaults' })
  @ValidateNested()
  @Type(() => FrameRegionPropertiesInput)
  @IsOptional()
  properties?: FrameRegionPropertiesInput | null;
}

/** Applied (and checked) in this order: a list first, then its size, then each region. */
const Regions = () =>
  applyDecorators(
    IsArray({ message: FRAME_MESSAGES.regionsRequired }),
    ArrayMinSize(1, { message: FRAME_MESSAGES.regionsRequired }),
    ArrayMaxSize(MAX_REGIONS, { message: FRAME_MESSAGES.maxRegions }),
    ValidateNested({ each: true }),
    Type(() => FrameRegionInput),
  );

/**
 * Spec §3 names the frame's image `path`: older clients send the uploaded
 * image's path (`data.path` of POST /frame/upload, e.g. /uploads/frames/….png)
 * where newer ones send its id as `imageId`. Either names the same upload.
 */
const FrameImagePath = () =>
  applyDecorators(
    Field(() => String, {
      nullable: true,
      description: "The uploaded image's `path` (as POST /frame/upload answers it), instead of `imageId` (spec §3 Frame)",
    }),
    IsOptional(),
    IsString({ message: FRAME_MESSAGES.imageNotFound }),
    MaxLength(500, { message: FRAME_MESSAGES.imageNotFound }),
  );

@InputType({ description: 'A new frame: an uploaded image and the regions drawn on it' })
export class CreateFrameInput {
  @Field({ description: 'The name, 1 to 100 characters' })
  @RequiredText('Frame Name')
  frameName: string;

  @RequiredFlag('Status', 'Active (true, the default) or inactive (false)', true)
  status: boolean = true;

  @Field({ defaultValue: false, description: 'Whether it is for election users (default false)' })
  @ToBoolean()
  @IsBoolean({ message: required('Is Election') })
  isElection: boolean = false;

  @Field(() => ID, {
    nullable: true,
    description: 'The image from uploadFrameImage (REST: POST /frame/upload); or give its `path` instead',
  })
  @ValidateIf((input: CreateFrameInput) => !input.path)
  @IsUUID('all', { message: FRAME_MESSAGES.imageNotFound })
  @IsNotEmpty({ message: FRAME_MESSAGES.imageRequired })
  imageId?: string | null;

  @FrameImagePath()
  path?: string | null;

  @Field(() => [FrameRegionInput], { description: 'The regions drawn on the image, in drawing order' })
  @Regions()
  regions: FrameRegionInput[];
}

@InputType({ description: 'Changes to a frame: absent fields keep their value' })
export class UpdateFrameInput {
  @Field(() => ID, { description: 'The frame to change' })
  @IsUUID('all', { message: FRAME_MESSAGES.notFound })
  @IsNotEmpty({ message: 'Id is required' })
  id: string;

  @Field({ nullable: true, description: 'New name, 1 to 100 characters' })
  @RequiredText('Frame Name', { optional: true })
  frameName?: string;

  @OptionalFlag('Status', 'Active (true) or inactive (false)')
  status?: boolean;

  @OptionalFlag('Is Election', 'Whether it is for election users')
  isElection?: boolean;

  @Field(() => ID, { nullable: true, description: 'A newly uploaded image replacing the current one' })
  @IsUUID('all', { message: FRAME_MESSAGES.imageNotFound })
  @IsOptional()
  imageId?: string | null;

  @FrameImagePath()
  path?: string | null;

  @Field(() => [FrameRegionInput], {
    nullable: true,
    description: 'All regions: those sent with an id are kept (moved or changed), the others added, the missing removed',
  })
  @Regions()
  @IsOptional()
  regions?: FrameRegionInput[] | null;
}

@ArgsType()
export class FramesArgs extends PageArgs {
  @StatusFilter('frames')
  status?: boolean;
}

@ArgsType()
export class RenderFrameArgs {
  @Field(() => ID, { description: "The app user whose profile fills the frame's regions" })
  @IsUUID('all', { message: 'User not found' })
  @IsNotEmpty({ message: 'userId is required' })
  userId: string;
}
