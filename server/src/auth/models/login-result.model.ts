import { Field, ObjectType } from '@nestjs/graphql';
import { StaffUserModel } from '../../staff-users/models/staff-user.model.js';

@ObjectType()
export class LoginResult {
  @Field({ description: 'Send as `Authorization: Bearer <token>`' })
  token: string;

  @Field(() => StaffUserModel)
  user: StaffUserModel;
}
