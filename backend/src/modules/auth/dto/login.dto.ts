import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString } from 'class-validator';
import { MAX_EMAIL_LENGTH, MAX_TYPED_PASSWORD_LENGTH } from '@satchel/shared';
import { UserDto } from '../../users/dto/user.dto';
import { MaxChars } from '../../../common/http/validation';

export class LoginDto {
  @ApiProperty({
    description: 'E-mail address or username',
    example: 'asha@example.com',
    minLength: 1,
    maxLength: MAX_EMAIL_LENGTH,
  })
  @IsString({ message: 'Email or username is required' })
  @IsNotEmpty({ message: 'Email or username is required' })
  @MaxChars(MAX_EMAIL_LENGTH)
  identifier!: string;

  @ApiProperty({ format: 'password', minLength: 1, maxLength: MAX_TYPED_PASSWORD_LENGTH })
  @IsString({ message: 'Password is required' })
  @IsNotEmpty({ message: 'Password is required' })
  @MaxChars(MAX_TYPED_PASSWORD_LENGTH)
  password!: string;
}

export class LoginResponseDto {
  @ApiProperty({ description: 'Bearer token for the Authorization header' })
  token!: string;

  @ApiProperty({ type: UserDto })
  user!: UserDto;
}
