import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import { Public } from '../../common/http/access';
import { ApiErrors } from '../../common/openapi/error-response.dto';
import { AcceptInvitationDto } from './dto/team.dto';
import { InvitationService } from './invitation.service';

@ApiTags('auth')
@Controller('auth')
export class InvitationController {
  constructor(private readonly invitations: InvitationService) {}

  @Post('accept-invite')
  @HttpCode(204)
  @Public()
  @UseGuards(ThrottlerGuard)
  @ApiOperation({
    summary: "Accepts an invitation to the team with the e-mail's link: choose a username and a password",
    operationId: 'acceptInvitation',
  })
  @ApiNoContentResponse({ description: 'The account is ready; sign in with it' })
  @ApiErrors(400, 409, 429)
  accept(@Body() body: AcceptInvitationDto): Promise<void> {
    return this.invitations.accept(body);
  }
}
