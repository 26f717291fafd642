import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { Paginated } from '../../common/graphql/paginated.js';
import { FrameFieldType } from '../../generated/prisma/enums.js';
import { galleryImages, ImageModel, type ImageRow } from '../../images/models/image.model.js';

@ObjectType('FrameRegionData')
export class FrameRegionDataModel {
  @Field(() => Int, { description: 'Drawing order on the frame' })
  index: number;
}

@ObjectType('FrameRegionProperties')
export class FrameRegionPropertiesModel {
  @Field(() => String, { nullable: true })
  fontColor: string | null;

  @Field(() => Int, { nullable: true })
  fontSize: number | null;

  @Field(() => Int, { nullable: true })
  fontWeight: number | null;

  @Field(() => String, { nullable: true })
  fontFamily: string | null;
}

/** The frame field a region shows, as much as the editor and the render need. */
@ObjectType('FrameRegionField')
export class FrameRegionFieldModel {
  @Field(() => ID)
  id: string;

  @Field()
  title: string;

  @Field()
  variableName: string;

  @Field(() => FrameFieldType)
  type: FrameFieldType;
}

@ObjectType('FrameRegion')
export class FrameRegionModel {
  @Field(() => ID)
  id: string;

  @Field(() => Float, { description: 'Left edge in the frame image’s own pixels' })
  x: number;

  @Field(() => Float)
  y: number;

  @Field(() => Float)
  width: number;

  @Field(() => Float)
  height: number;

  @Field(() => FrameRegionDataModel)
  data: FrameRegionDataModel;

  @Field(() => ID, { nullable: true, description: 'The frame field’s id; null when that field was deleted' })
  dataType: string | null;

  @Field(() => FrameRegionFieldModel, { nullable: true })
  field: FrameRegionFieldModel | null;

  @Field(() => FrameRegionPropertiesModel)
  properties: FrameRegionPropertiesModel;
}

@ObjectType('Frame')
export class FrameModel {
  @Field(() => ID)
  id: string;

  @Field()
  frameName: string;

  @Field({ description: 'Active (true) or inactive (false)' })
  status: boolean;

  @Field()
  isElection: boolean;

  @Field(() => Int, { nullable: true })
  imageWidth: number | null;

  @Field(() => Int, { nullable: true })
  imageHeight: number | null;

  @Field(() => ImageModel, { nullable: true })
  image: ImageModel | null;

  @Field(() => String, { nullable: true, description: 'Path of the original image, as the older clients read it' })
  path: string | null;

  @Field(() => [FrameRegionModel], { description: 'In data.index order' })
  regions: FrameRegionModel[];

  @Field()
  createdAt: Date;
}

@ObjectType('FramePage')
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
