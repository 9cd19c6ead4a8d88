import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import { PASSWORD_RESET_MESSAGES } from '@satchel/shared';
import { ApiErrors } from '../../common/openapi/error-response.dto';
import { UserDataResponseDto } from '../users/dto/user.dto';
import type { SessionUser } from '../users/session-user-cache';
import { Authenticated, CurrentAccount, Public } from '../../common/http/access';
import { CurrentTokenClaims } from './auth.decorators';
import { AuthService } from './auth.service';
import { PasswordResetService } from './password-reset.service';
import { LoginDto, LoginResponseDto } from './dto/login.dto';
import { ForgotPasswordDto, ForgotPasswordResponseDto, ResetPasswordDto } from './dto/password-reset.dto';
import { RegisterDto, RegisterResponseDto } from './dto/register.dto';
import type { TokenClaims } from './token.service';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly passwordReset: PasswordResetService,
  ) {}

  @Post('register')
  @Public()
  @UseGuards(ThrottlerGuard)
  @ApiOperation({ summary: 'Create a customer account', operationId: 'register' })
  @ApiCreatedResponse({ type: RegisterResponseDto, description: 'Account created; log in next' })
  @ApiErrors(400, 409, 429)
  register(@Body() body: RegisterDto): Promise<RegisterResponseDto> {
    return this.auth.register(body);
  }

  @Post('login')
  @HttpCode(200)
  @Public()
  @UseGuards(ThrottlerGuard)
  @ApiOperation({ summary: 'Log in with e-mail or username', operationId: 'login' })
  @ApiOkResponse({ type: LoginResponseDto, description: 'A bearer token and the account' })
  @ApiErrors(400, 401, 403, 429)
  login(@Body() body: LoginDto): Promise<LoginResponseDto> {
    return this.auth.login(body);
  }

  @Post('forgot-password')
  @HttpCode(202)
  @Public()
  @UseGuards(ThrottlerGuard)
  @ApiOperation({
    summary: 'E-mail a link to choose a new password',
    description:
      'The same answer whether or not an account uses the e-mail. The link works once, for 30 minutes; a newer request replaces it.',
    operationId: 'forgotPassword',
  })
  @ApiAcceptedResponse({ type: ForgotPasswordResponseDto, description: 'Sent, if an account uses the e-mail' })
  @ApiErrors(400, 429)
  async forgotPassword(@Body() body: ForgotPasswordDto): Promise<ForgotPasswordResponseDto> {
    await this.passwordReset.request(body.email);
    return { message: PASSWORD_RESET_MESSAGES.sent };
  }

  @Post('reset-password')
  @HttpCode(204)
  @Public()
  @UseGuards(ThrottlerGuard)
  @ApiOperation({
    summary: 'Choose a new password with the link of a reset e-mail',
    description: 'Every session the account had ends; the account is told by e-mail.',
    operationId: 'resetPassword',
  })
  @ApiNoContentResponse({ description: 'The password is set; sign in with it' })
  @ApiErrors(400, 429)
  resetPassword(@Body() body: ResetPasswordDto): Promise<void> {
    return this.passwordReset.reset(body.token, body.password);
  }

  @Post('logout')
  @HttpCode(204)
  @Authenticated()
  @ApiOperation({
    summary: 'Log out: the presented token stops working',
    description: 'Other tokens of the account (other devices) keep working; changing the password ends them all.',
    operationId: 'logout',
  })
  @ApiNoContentResponse({ description: 'Logged out' })
  async logout(@CurrentTokenClaims() claims: TokenClaims): Promise<void> {
    await this.auth.logout(claims);
  }

  @Get('me')
  @Authenticated()
  @ApiOperation({ summary: 'The signed-in account', operationId: 'getMe' })
  @ApiOkResponse({ type: UserDataResponseDto, description: 'The signed-in account' })
  me(@CurrentAccount() user: SessionUser): UserDataResponseDto {
    return UserDataResponseDto.of(user);
  }
}
