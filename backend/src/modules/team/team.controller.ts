import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { STAFF_STATUSES, TEAM_MESSAGES } from '@satchel/shared';
import type { Response } from 'express';
import { CurrentUser, Staff } from '../../common/http/access';
import { IdParam } from '../../common/http/id-param';
import {
  ApiSimpleRestList,
  filterIds,
  filterOneOf,
  filterText,
  parseSimpleRestQuery,
  sendPage,
  SimpleRestQueryDto,
} from '../../common/http/simple-rest';
import { ApiErrors } from '../../common/openapi/error-response.dto';
import { User } from '../users/user.entity';
import { InviteMemberDto, TeamMemberDto, TeamMessageDto, UpdateMemberDto } from './dto/team.dto';
import { TEAM_SORTS, TeamService } from './team.service';

/** The back-office team, in react-admin's simple-rest protocol. */
@ApiTags('admin')
@Controller('admin/team')
@Staff('team')
export class TeamController {
  constructor(private readonly team: TeamService) {}

  @Get()
  @ApiOperation({
    summary: 'The team: sort, range and filter (q, id, status)',
    operationId: 'adminListTeam',
  })
  @ApiSimpleRestList(TeamMemberDto, 'team')
  @ApiErrors(400)
  async list(
    @Query() query: SimpleRestQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<TeamMemberDto[]> {
    const list = parseSimpleRestQuery(query, TEAM_SORTS, 'id');
    const page = await this.team.list({
      ids: filterIds(list.filter),
      search: filterText(list.filter),
      status: filterOneOf(list.filter, 'status', STAFF_STATUSES),
      sort: list.sort,
      limit: list.limit,
      offset: list.offset,
    });
    return sendPage(response, 'team', list, page);
  }

  @Post()
  @ApiOperation({
    summary: 'Invites a member of staff: the account is made, and a link to choose a password e-mailed (7 days, once)',
    description: 'Only an owner may invite an owner; others grant only permissions they hold.',
    operationId: 'adminInviteTeamMember',
  })
  @ApiCreatedResponse({ type: TeamMemberDto })
  @ApiErrors(400, 403, 409)
  invite(@CurrentUser() actor: User, @Body() body: InviteMemberDto): Promise<TeamMemberDto> {
    return this.team.invite(actor, body);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One member of the team', operationId: 'adminGetTeamMember' })
  @ApiOkResponse({ type: TeamMemberDto })
  @ApiErrors(404)
  get(@IdParam() id: number): Promise<TeamMemberDto> {
    return this.team.get(id);
  }

  @Put(':id')
  @ApiOperation({
    summary: "Changes a member's names, permissions or ownership, or disables (ending its sessions) or enables it",
    description: 'The shop always keeps an active owner: the last one cannot be disabled or stop being an owner (409).',
    operationId: 'adminUpdateTeamMember',
  })
  @ApiOkResponse({ type: TeamMemberDto })
  @ApiErrors(400, 403, 404, 409)
  update(@CurrentUser() actor: User, @IdParam() id: number, @Body() body: UpdateMemberDto): Promise<TeamMemberDto> {
    return this.team.update(actor, id, body);
  }

  @Delete(':id')
  @ApiOperation({
    summary: 'Removes a member of staff (never yourself, nor the last owner)',
    operationId: 'adminRemoveTeamMember',
  })
  @ApiOkResponse({ type: TeamMemberDto })
  @ApiErrors(400, 403, 404, 409)
  remove(@CurrentUser() actor: User, @IdParam() id: number): Promise<TeamMemberDto> {
    return this.team.remove(actor, id);
  }

  @Post(':id/resend-invitation')
  @HttpCode(202)
  @ApiOperation({
    summary: 'E-mails a new invitation link to a member who has not accepted; the older link stops working',
    operationId: 'adminResendTeamInvitation',
  })
  @ApiAcceptedResponse({ type: TeamMessageDto })
  @ApiErrors(403, 404, 409)
  async resend(@CurrentUser() actor: User, @IdParam() id: number): Promise<TeamMessageDto> {
    await this.team.resendInvitation(actor, id);
    return { message: TEAM_MESSAGES.resent };
  }
}
