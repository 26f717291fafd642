import { ArgsType } from '@nestjs/graphql';
import { PageArgs } from '../../common/dto/page.args.js';

/** Page, page size and 'Mobile or Name' search of the 'Plans ending in the next 30 days' table. */
@ArgsType()
export class EndingSubscriptionsArgs extends PageArgs {}
