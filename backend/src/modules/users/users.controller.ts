import { Body, Controller, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../common/openapi/error-response.dto';
import { Authenticated, CurrentUser } from '../auth/auth.decorators';
import { TokenService } from '../auth/token.service';
import { ChangePasswordDto } from './dto/change-password.dto';
import { UpdateProfileDto } from './dto/update-profile.dto';
import { ChangePasswordResponseDto, UserDataResponseDto } from './dto/user.dto';
import { User } from './user.entity';
import { UsersService } from './users.service';

@ApiTags('users')
@Controller('users')
@Authenticated()
export class UsersController {
  constructor(
    private readonly users: UsersService,
    private readonly tokens: TokenService,
  ) {}

  @Put('profile')
  @ApiOperation({ summary: 'Edit your own profile', operationId: 'updateProfile' })
  @ApiOkResponse({ type: UserDataResponseDto, description: 'The updated account' })
  @ApiErrors(400, 409)
  async updateProfile(@CurrentUser() user: User, @Body() body: UpdateProfileDto): Promise<UserDataResponseDto> {
    return UserDataResponseDto.of(await this.users.updateProfile(user, body));
  }

  @Put('change-password')
  @ApiOperation({ summary: 'Change your password', operationId: 'changePassword' })
  @ApiOkResponse({ type: ChangePasswordResponseDto, description: 'Password changed; earlier tokens no longer work' })
  @ApiErrors(400)
  async changePassword(@CurrentUser() user: User, @Body() body: ChangePasswordDto): Promise<ChangePasswordResponseDto> {
    await this.users.changePassword(user, body.currentPassword, body.newPassword);
    return { data: { message: 'Password changed successfully' }, token: await this.tokens.sign(user) };
  }
}
