import { ArgsType, Field, ID, InputType } from '@nestjs/graphql';
import { IsBoolean, IsNotEmpty, IsOptional, IsUUID } from 'class-validator';
import { ToBoolean } from '../../common/dto/transforms.js';
import { required } from '../../common/dto/validation-messages.js';

/** A theme sample is its image (sent beside these fields) and a status. */
@InputType()
export class CreateThemeSampleInput {
  @Field({ defaultValue: true })
  @ToBoolean()
  @IsBoolean({ message: required('Status') })
  status: boolean = true;
}

@InputType()
export class UpdateThemeSampleInput {
  @Field(() => ID)
  @IsUUID('all', { message: 'ThemeSample not found' })
  @IsNotEmpty({ message: 'Id is required' })
  id: string;

  @Field({ nullable: true })
  @ToBoolean()
  @IsOptional()
  @IsBoolean({ message: required('Status') })
  status?: boolean;
}

@ArgsType()
export class ThemeSamplesArgs {
  @Field({ nullable: true, description: 'Only active (true) or inactive (false) theme samples' })
  @ToBoolean()
  @IsOptional()
  @IsBoolean({ message: 'status must be true or false' })
  status?: boolean;
}
