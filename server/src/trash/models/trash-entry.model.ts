import { Field, ID, ObjectType, registerEnumType } from '@nestjs/graphql';
import { Paginated } from '../../common/graphql/paginated.js';
import { TrashKind } from '../../generated/prisma/enums.js';

export { TrashKind };
registerEnumType(TrashKind, { name: 'TrashKind', description: 'What a trash entry holds' });

/** A deleted record in the trash, with what went with it. */
@ObjectType('TrashEntry')
export class TrashEntryModel {
  @Field(() => ID, { description: "The deleted record's own id (a delete's answer carries it)" })
  id: string;

  @Field(() => TrashKind)
  kind: TrashKind;

  @Field({ description: 'Its name as staff saw it' })
  label: string;

  @Field({ description: "What went with it, e.g. '12 subcategories, 340 images'; empty when nothing did" })
  summary: string;

  @Field(() => String, { nullable: true, description: 'Root-relative URL of a thumbnail of the record' })
  thumbnailPath: string | null;

  @Field(() => ID, { nullable: true })
  deletedById: string | null;

  @Field(() => String, { nullable: true, description: 'Who deleted it' })
  deletedByName: string | null;

  @Field()
  deletedAt: Date;

  @Field({ description: 'When it will be deleted for good (TRASH_RETENTION_DAYS after deletedAt)' })
  purgeAt: Date;
}

@ObjectType('TrashEntryPage')
export class TrashEntryPage extends Paginated(TrashEntryModel) {}

export const trashEntrySelect = {
  id: true,
  kind: true,
  label: true,
  contents: true,
  thumbnailPath: true,
  deletedById: true,
  deletedByName: true,
  deletedAt: true,
} as const;

export interface TrashEntryRow {
  id: string;
  kind: TrashKind;
  label: string;
  contents: unknown;
  thumbnailPath: string | null;
  deletedById: string | null;
  deletedByName: string | null;
  deletedAt: Date;
}
