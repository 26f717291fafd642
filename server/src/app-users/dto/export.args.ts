import { IsOptional, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../common/dto/transforms.js';

/** GET /users/appusersexcel?query=: the App Users search to export (all users when absent). */
export class ExportArgs {
  @Trim()
  @IsOptional()
  @IsString({ message: 'query must be text' })
  @MaxLength(100, { message: 'query must be at most 100 characters' })
  query?: string;
}
