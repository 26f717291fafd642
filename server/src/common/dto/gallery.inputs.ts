import { ArgsType, Field, ID } from '@nestjs/graphql';
import { IsNotEmpty, IsOptional, IsUUID } from 'class-validator';

/**
 * Multipart gallery uploads of the older clients (`images`, `id`, and the
 * owner's `categoryId`, which is checked when sent). Also the GraphQL args.
 */
@ArgsType()
export class GalleryUploadArgs {
  @Field(() => ID, { description: 'The record whose gallery the images join' })
  @IsUUID('all', { message: 'Record not found' })
  @IsNotEmpty({ message: 'Id is required' })
  id: string;

  @Field(() => ID, { nullable: true, description: 'When sent, must be the category the record belongs to' })
  @IsOptional()
  @IsUUID('all', { message: 'Category not found' })
  categoryId?: string;
}
