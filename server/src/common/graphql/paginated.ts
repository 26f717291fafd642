import { type Type } from '@nestjs/common';
import { Field, Int, ObjectType } from '@nestjs/graphql';

export interface Page<T> {
  items: T[];
  /** Rows matching the filter, across all pages. */
  totalCount: number;
}

/** A page of a server-side list: `class XPage extends Paginated(X) {}`. */
export function Paginated<T>(itemType: Type<T>) {
  @ObjectType({ isAbstract: true })
  abstract class PageType implements Page<T> {
    @Field(() => [itemType], { description: "The rows of this page, in the list's order" })
    items: T[];

    @Field(() => Int, { description: 'Rows matching the filter, across all pages' })
    totalCount: number;
  }
  return PageType;
}
