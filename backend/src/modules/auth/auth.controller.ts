import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import { ApiErrors } from '../../common/openapi/error-response.dto';
import { UserDataResponseDto } from '../users/dto/user.dto';
import { User } from '../users/user.entity';
import { Authenticated, CurrentUser, Public } from '../../common/http/access';
import { CurrentTokenClaims } from './auth.decorators';
import { AuthService } from './auth.service';
import { LoginDto, LoginResponseDto } from './dto/login.dto';
import { RegisterDto, RegisterResponseDto } from './dto/register.dto';
import type { TokenClaims } from './token.service';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

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
  @ApiErrors(400, 401, 429)
  login(@Body() body: LoginDto): Promise<LoginResponseDto> {
    return this.auth.login(body);
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
  me(@CurrentUser() user: User): UserDataResponseDto {
    return UserDataResponseDto.of(user);
  }
}
