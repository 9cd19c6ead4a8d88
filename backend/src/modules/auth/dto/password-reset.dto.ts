import { ApiProperty } from '@nestjs/swagger';
import { PASSWORD_RESET_MESSAGES } from '@satchel/shared';
import { IsString, Matches } from 'class-validator';
import { Checks } from '../../../common/http/validation';
import { EmailField, PasswordField } from '../../users/dto/user-fields';

export class ForgotPasswordDto {
  @EmailField(true)
  email!: string;
}

/** A reset link's token: 32 random bytes, base64url. */
const RESET_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export class ResetPasswordDto {
  @ApiProperty({ description: 'The token of the link the e-mail gave', pattern: RESET_TOKEN.source })
  @Checks(
    IsString({ message: PASSWORD_RESET_MESSAGES.invalid }),
    Matches(RESET_TOKEN, { message: PASSWORD_RESET_MESSAGES.invalid }),
  )
  token!: string;

  @PasswordField()
  password!: string;
}

export class ForgotPasswordResponseDto {
  @ApiProperty({ example: PASSWORD_RESET_MESSAGES.sent })
  message!: string;
}
