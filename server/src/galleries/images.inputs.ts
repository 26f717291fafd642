import { ArgsType, Field, ID } from '@nestjs/graphql';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsUUID } from 'class-validator';

@ArgsType()
export class ReorderImagesInput {
  @Field(() => [ID], { description: "All of one gallery's image ids, in the new order" })
  @IsUUID('all', { each: true, message: 'Image not found' })
  @ArrayMaxSize(1000, { message: 'Too many images' })
  @ArrayNotEmpty({ message: 'Give the images in their new order' })
  @IsArray({ message: 'Give the images in their new order' })
  ids: string[];
}
