import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { PasswordField } from './user-fields';

export class ChangePasswordDto {
  @ApiProperty({ format: 'password' })
  @IsString({ message: 'Current password is required' })
  @IsNotEmpty({ message: 'Current password is required' })
  @MaxLength(1024)
  currentPassword!: string;

  @PasswordField('New password')
  newPassword!: string;
}
