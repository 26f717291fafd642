import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { Paginated } from '../../common/graphql/paginated.js';
import { FrameFieldType } from '../../generated/prisma/enums.js';
import { galleryImages, ImageModel, type ImageRow } from '../../images/models/image.model.js';

@ObjectType('FrameRegionData', { description: "Where a region stands among the frame's regions" })
export class FrameRegionDataModel {
  @Field(() => Int, { description: 'Drawing order on the frame' })
  index: number;
}

@ObjectType('FrameRegionProperties', { description: "How a region's text is drawn; null values use the render's defaults" })
export class FrameRegionPropertiesModel {
  @Field(() => String, { nullable: true, description: 'Text colour, #rrggbb; null for the default (#000000)' })
  fontColor: string | null;

  @Field(() => Int, { nullable: true, description: 'Font size: 12 (Small), 15 (Medium) or 17 (Large); null for the default (15)' })
  fontSize: number | null;

  @Field(() => Int, { nullable: true, description: 'Font weight: 400, 500, 600 or 700; null for the default (400)' })
  fontWeight: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'One of the Gujarati fonts of the editor (e.g. Noto Sans Gujarati, the default); null for the default',
  })
  fontFamily: string | null;
}

/** The frame field a region shows, as much as the editor and the render need. */
@ObjectType('FrameRegionField', { description: 'The frame field a region shows, as much as the editor and the render need' })
export class FrameRegionFieldModel {
  @Field(() => ID, { description: "The frame field's id" })
  id: string;

  @Field({ description: 'Its title' })
  title: string;

  @Field({ description: 'Its variable name' })
  variableName: string;

  @Field(() => FrameFieldType, { description: 'What it prints: text or an image' })
  type: FrameFieldType;
}

@ObjectType('FrameRegion', { description: 'A rectangle of a frame image that prints one frame field' })
export class FrameRegionModel {
  @Field(() => ID, { description: "The region's id (UUID)" })
  id: string;

  @Field(() => Float, { description: 'Left edge in the frame image’s own pixels' })
  x: number;

  @Field(() => Float, { description: "Top edge in the frame image's own pixels" })
  y: number;

  @Field(() => Float, { description: "Width in the frame image's own pixels" })
  width: number;

  @Field(() => Float, { description: "Height in the frame image's own pixels" })
  height: number;

  @Field(() => FrameRegionDataModel, { description: "Its place among the frame's regions" })
  data: FrameRegionDataModel;

  @Field(() => ID, { nullable: true, description: 'The frame field’s id; null when that field was deleted' })
  dataType: string | null;

  @Field(() => FrameRegionFieldModel, { nullable: true, description: 'The frame field it prints; null when that field was deleted' })
  field: FrameRegionFieldModel | null;

  @Field(() => FrameRegionPropertiesModel, { description: 'How its text is drawn' })
  properties: FrameRegionPropertiesModel;
}

@ObjectType('Frame', { description: "A frame: an image laid over posters, with regions where the app user's details are printed" })
export class FrameModel {
  @Field(() => ID, { description: "The frame's id (UUID)" })
  id: string;

  @Field({ description: "The frame's name" })
  frameName: string;

  @Field({ description: 'Active (true) or inactive (false)' })
  status: boolean;

  @Field({ description: 'Whether it is for election users' })
  isElection: boolean;

  @Field(() => Int, { nullable: true, description: 'Width of the frame image in pixels; null when not known' })
  imageWidth: number | null;

  @Field(() => Int, { nullable: true, description: 'Height of the frame image in pixels; null when not known' })
  imageHeight: number | null;

  @Field(() => ImageModel, { nullable: true, description: 'The frame image; null when none' })
  image: ImageModel | null;

  @Field(() => String, { nullable: true, description: 'Path of the original image, as the older clients read it' })
  path: string | null;

  @Field(() => [FrameRegionModel], { description: 'In data.index order' })
  regions: FrameRegionModel[];

  @Field({ description: 'When it was added (ISO 8601 date-time, UTC)' })
  createdAt: Date;
}

@ObjectType('FramePage', { description: 'One page of frames and how many match in all' })
export class FramePage extends Paginated(FrameModel) {}

export const frameSelect = {
  id: true,
  frameName: true,
  status: true,
  isElection: true,
  imageWidth: true,
  imageHeight: true,
  createdAt: true,
  images: { ...galleryImages, take: 1 },
  regions: {
    orderBy: { index: 'asc' },
    select: {
      id: true,
      index: true,
      x: true,
      y: true,
      width: true,
      height: true,
      frameFieldId: true,
      fontColor: true,
      fontSize: true,
      fontWeight: true,
      fontFamily: true,
      frameField: { select: { id: true, title: true, variableName: true, type: true } },
    },
  },
} as const;

export type FrameRegionRow = {
  id: string;
  index: number;
  x: number;
  y: number;
  width: number;
  height: number;
  frameFieldId: string | null;
  fontColor: string | null;
  fontSize: number | null;
  fontWeight: number | null;
  fontFamily: string | null;
  frameField: FrameRegionFieldModel | null;
};

export type FrameRow = {
  id: string;
  frameName: string;
  status: boolean;
  isElection: boolean;
  imageWidth: number | null;
  imageHeight: number | null;
  createdAt: Date;
  images: ImageRow[];
  regions: FrameRegionRow[];
};

export function toFrameModel(row: FrameRow, toImage: (image: ImageRow) => ImageModel): FrameModel {
  const { images, regions, ...frame } = row;
  const image = images[0] ? toImage(images[0]) : null;
  return {
    ...frame,
    image,
    path: image?.path ?? null,
    regions: regions.map((region) => ({
      id: region.id,
      x: region.x,
      y: region.y,
      width: region.width,
      height: region.height,
      data: { index: region.index },
      dataType: region.frameFieldId,
      field: region.frameField,
      properties: {
        fontColor: region.fontColor,
        fontSize: region.fontSize,
        fontWeight: region.fontWeight,
        fontFamily: region.fontFamily,
      },
    })),
  };
}
