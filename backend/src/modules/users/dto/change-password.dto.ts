import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString } from 'class-validator';
import { MAX_TYPED_PASSWORD_LENGTH } from '@satchel/shared';
import { PasswordField } from './user-fields';
import { MaxChars } from '../../../common/http/validation';

export class ChangePasswordDto {
  @ApiProperty({ format: 'password', minLength: 1, maxLength: MAX_TYPED_PASSWORD_LENGTH })
  @IsString({ message: 'Current password is required' })
  @IsNotEmpty({ message: 'Current password is required' })
  @MaxChars(MAX_TYPED_PASSWORD_LENGTH)
  currentPassword!: string;

  @PasswordField('New password')
  newPassword!: string;
}
