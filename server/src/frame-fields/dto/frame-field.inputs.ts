import { applyDecorators } from '@nestjs/common';
import { ArgsType, Field, ID, InputType, registerEnumType } from '@nestjs/graphql';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { RequiredText } from '../../common/dto/text-fields.js';
import { ToBoolean, Trim } from '../../common/dto/transforms.js';
import { required } from '../../common/dto/validation-messages.js';
import { FrameFieldType } from '../../generated/prisma/enums.js';
import { OptionalFlag } from '../../common/dto/flags.js';

export { FrameFieldType };
registerEnumType(FrameFieldType, {
  name: 'FrameFieldType',
  description: 'What a frame field prints: text or an image',
  valuesMap: {
    text: { description: 'Prints the profile value as text' },
    image: { description: 'Prints the profile image (logo, photo, symbol)' },
  },
});

export const FRAME_FIELD_MESSAGES = {
  variableName: 'Variable Name may contain only letters, digits and underscores',
  type: 'Type must be text or image',
  notFound: 'Frame field not found',
  imageOnlyForImageType: 'Only a frame field of type image takes an image',
} as const;

/** Applied (and checked) in this order, like RequiredText: the first failing check is the message. */
const VariableName = (optional = false) =>
  applyDecorators(
    IsString({ message: required('Variable Name') }),
    IsNotEmpty({ message: required('Variable Name') }),
    MaxLength(60, { message: 'Variable Name must be at most 60 characters' }),
    Matches(/^[A-Za-z0-9_]+$/, { message: FRAME_FIELD_MESSAGES.variableName }),
    ...(optional ? [IsOptional()] : []),
    Trim(),
  );

@InputType({ description: 'A new frame field' })
export class CreateFrameFieldInput {
  @Field({ description: 'The title staff see, 1 to 100 characters' })
  @RequiredText('Title')
  title: string;

  @Field({ description: 'The key the app fills in (letters, digits, underscores), e.g. name, mobile, businessLogo' })
  @VariableName()
  variableName: string;

  @Field(() => FrameFieldType, { description: 'What it prints: text or an image' })
  @IsIn(Object.values(FrameFieldType), { message: FRAME_FIELD_MESSAGES.type })
  @IsNotEmpty({ message: required('Type') })
  type: FrameFieldType;

  @Field({ defaultValue: false, description: 'Whether it is for election frames (default false)' })
  @ToBoolean()
  @IsBoolean({ message: required('Is Election') })
  isElection: boolean = false;
}

@InputType({ description: 'Changes to a frame field: absent fields keep their value' })
export class UpdateFrameFieldInput {
  @Field(() => ID, { description: 'The frame field to change' })
  @IsUUID('all', { message: FRAME_FIELD_MESSAGES.notFound })
  @IsNotEmpty({ message: 'Id is required' })
  id: string;

  @Field({ nullable: true, description: 'New title, 1 to 100 characters' })
  @RequiredText('Title', { optional: true })
  title?: string;

  @Field({ nullable: true, description: 'New variable name (letters, digits and underscores), unique' })
  @VariableName(true)
  variableName?: string;

  @Field(() => FrameFieldType, { nullable: true, description: 'What it prints instead: text or an image' })
  @IsIn(Object.values(FrameFieldType), { message: FRAME_FIELD_MESSAGES.type })
  @IsOptional()
  type?: FrameFieldType;

  @OptionalFlag('Is Election', 'Whether it is for election frames')
  isElection?: boolean;
}

@ArgsType()
export class FrameFieldsArgs {
  @Field({ nullable: true, description: 'Only election (true) or other (false) fields' })
  @ToBoolean()
  @IsOptional()
  @IsBoolean({ message: 'isElection must be true or false' })
  isElection?: boolean;
}
