import { Body, Controller, Put, UseGuards } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../common/openapi/error-response.dto';
import { Authenticated, CurrentUser } from '../../common/http/access';
import { UpdateProfileDto } from './dto/update-profile.dto';
import { UserDataResponseDto } from './dto/user.dto';
import { User } from './user.entity';
import { UsersService } from './users.service';

@ApiTags('users')
@Controller('users')
@Authenticated()
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Put('profile')
  // Per client address, as the auth routes: it confirms passwords and says which e-mails are taken.
  @UseGuards(ThrottlerGuard)
  @ApiOperation({ summary: 'Edit your own profile', operationId: 'updateProfile' })
  @ApiOkResponse({ type: UserDataResponseDto, description: 'The updated account' })
  @ApiErrors(400, 409, 429)
  async updateProfile(@CurrentUser() user: User, @Body() body: UpdateProfileDto): Promise<UserDataResponseDto> {
    return UserDataResponseDto.of(await this.users.updateProfile(user, body));
  }
}
