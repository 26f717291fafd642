import { Field, ObjectType } from '@nestjs/graphql';
import { StaffUserModel } from '../../staff-users/models/staff-user.model.js';

@ObjectType({ description: 'A signed-in session: the bearer token and who it belongs to' })
export class LoginResult {
  @Field({ description: 'Send as `Authorization: Bearer <token>`' })
  token: string;

  @Field(() => StaffUserModel, { description: 'The staff member who signed in' })
  user: StaffUserModel;
}
