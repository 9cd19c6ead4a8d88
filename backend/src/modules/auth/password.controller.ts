import { Body, Controller, Put, UseGuards } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated, CurrentUser } from '../../common/http/access';
import { ApiErrors } from '../../common/openapi/error-response.dto';
import { ChangePasswordDto } from '../users/dto/change-password.dto';
import { ChangePasswordResponseDto } from '../users/dto/user.dto';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { TokenService } from './token.service';

/**
 * A signed-in account changing its password. The route is the account's (`/users/…`), the work
 * auth's: the change revokes every earlier token, so the answer carries a fresh one.
 */
@ApiTags('users')
@Controller('users')
@Authenticated()
export class PasswordController {
  constructor(
    private readonly users: UsersService,
    private readonly tokens: TokenService,
  ) {}

  @Put('change-password')
  @UseGuards(ThrottlerGuard)
  @ApiOperation({ summary: 'Change your password', operationId: 'changePassword' })
  @ApiOkResponse({ type: ChangePasswordResponseDto, description: 'Password changed; earlier tokens no longer work' })
  @ApiErrors(400, 429)
  async changePassword(@CurrentUser() user: User, @Body() body: ChangePasswordDto): Promise<ChangePasswordResponseDto> {
    await this.users.changePassword(user, body.currentPassword, body.newPassword);
    return { data: { message: 'Password changed successfully' }, token: await this.tokens.sign(user) };
  }
}
