import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AUDIT_ENTITIES } from '@satchel/shared';
import type { Response } from 'express';
import { Staff } from '../../common/http/access';
import { IdParam } from '../../common/http/id-param';
import {
  ApiSimpleRestList,
  filterDay,
  filterIds,
  filterIdOrNull,
  filterOneOf,
  filterText,
  parseSimpleRestQuery,
  sendPage,
  SimpleRestQueryDto,
} from '../../common/http/simple-rest';
import { ApiErrors } from '../../common/openapi/error-response.dto';
import { RecordNotFoundError } from '../../common/errors/domain-errors';
import { AuditLog } from './audit-log.service';
import { AuditEntryDto, FieldChangeDto } from './dto/audit-entry.dto';

/** The audit log, newest first by default, in react-admin's simple-rest protocol (read-only). */
@ApiTags('admin')
@Controller('admin/audit-log')
@Staff('team')
@ApiExtraModels(FieldChangeDto)
export class AuditLogController {
  constructor(private readonly log: AuditLog) {}

  @Get()
  @ApiOperation({
    summary:
      'Back-office writes: range, sort by id, and filter (actorId, entity, entityId, at_gte, at_lte days in India, id)',
    operationId: 'adminListAuditLog',
  })
  @ApiSimpleRestList(AuditEntryDto, 'audit-log')
  @ApiErrors(400)
  async list(
    @Query() query: SimpleRestQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AuditEntryDto[]> {
    const list = parseSimpleRestQuery(query, ['id'] as const, 'id');
    const { filter } = list;
    const page = await this.log.list({
      ids: filterIds(filter)?.map(String),
      actorId: filterIdOrNull(filter, 'actorId') ?? undefined,
      entity: filterOneOf(filter, 'entity', AUDIT_ENTITIES),
      entityId: filterText(filter, 'entityId'),
      fromDay: filterDay(filter, 'at_gte'),
      toDay: filterDay(filter, 'at_lte'),
      order: list.sort.order,
      limit: list.limit,
      offset: list.offset,
    });
    return sendPage(response, 'audit-log', list, page);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One entry', operationId: 'adminGetAuditEntry' })
  @ApiOkResponse({ type: AuditEntryDto })
  @ApiErrors(404)
  async get(@IdParam() id: number): Promise<AuditEntryDto> {
    const { items } = await this.log.list({ ids: [String(id)], order: 'asc', limit: 1, offset: 0 });
    if (!items[0]) throw new RecordNotFoundError('Audit entry not found');
    return items[0];
  }
}
