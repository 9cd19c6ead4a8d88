import { ApiProperty } from '@nestjs/swagger';
import { PASSWORD_RESET_MESSAGES } from '@satchel/shared';
import { IsString, Matches } from 'class-validator';
import { Checks } from '../../../common/http/validation';
import { LINK_TOKEN } from '../account-tokens';
import { EmailField, PasswordField } from '../../users/dto/user-fields';

export class ForgotPasswordDto {
  @EmailField(true)
  email!: string;
}

export class ResetPasswordDto {
  @ApiProperty({ description: 'The token of the link the e-mail gave', pattern: LINK_TOKEN.source })
  @Checks(
    IsString({ message: PASSWORD_RESET_MESSAGES.invalid }),
    Matches(LINK_TOKEN, { message: PASSWORD_RESET_MESSAGES.invalid }),
  )
  token!: string;

  @PasswordField()
  password!: string;
}

export class ForgotPasswordResponseDto {
  @ApiProperty({ example: PASSWORD_RESET_MESSAGES.sent })
  message!: string;
}
