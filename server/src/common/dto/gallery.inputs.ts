import { ArgsType, Field, ID } from '@nestjs/graphql';
import { IsOptional, IsUUID } from 'class-validator';
import { RecordId } from './id.input.js';

/**
 * Multipart gallery uploads of the older clients (`images`, `id`, and the
 * owner's `categoryId`, which is checked when sent). Also the GraphQL args.
 */
@ArgsType()
export class GalleryUploadArgs {
  @RecordId('Record not found', 'The record whose gallery the images join')
  id: string;

  @Field(() => ID, { nullable: true, description: 'When sent, must be the category the record belongs to' })
  @IsOptional()
  @IsUUID('all', { message: 'Category not found' })
  categoryId?: string;
}
