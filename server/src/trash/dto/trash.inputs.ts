import { ArgsType, Field } from '@nestjs/graphql';
import { IsEnum, IsOptional } from 'class-validator';
import { PageArgs } from '../../common/dto/page.args.js';
import { TrashKind } from '../models/trash-entry.model.js';

/** The Trash screen: a page of entries, newest first, searched by name and filtered by kind. */
@ArgsType()
export class TrashEntriesArgs extends PageArgs {
  @Field(() => TrashKind, { nullable: true, description: 'Only entries of this kind' })
  @IsOptional()
  @IsEnum(TrashKind, { message: `kind must be one of: ${Object.values(TrashKind).join(', ')}` })
  kind?: TrashKind;
}
