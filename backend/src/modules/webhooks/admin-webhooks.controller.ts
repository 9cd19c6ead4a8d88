import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { IdParam } from '../../common/http/id-param';
import {
  ApiSimpleRestList,
  filterIds,
  parseSimpleRestQuery,
  sendPage,
  SimpleRestQueryDto,
} from '../../common/http/simple-rest';
import { ApiErrors } from '../../common/openapi/error-response.dto';
import { Staff } from '../../common/http/access';
import {
  CreatedWebhookEndpointDto,
  CreateWebhookEndpointDto,
  UpdateWebhookEndpointDto,
  WebhookAttemptDto,
  WebhookDeliveryDto,
  WebhookEndpointDto,
  WebhookSecretDto,
} from './dto/webhook.dto';
import { ENDPOINT_SORTS, WebhooksService } from './webhooks.service';

/** Webhook endpoints for integrators, in react-admin's simple-rest protocol; events are in openapi.yaml's `webhooks`. */
@ApiTags('admin')
@Controller('admin/webhooks')
@Staff('webhooks')
export class AdminWebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @Get()
  @ApiOperation({ summary: 'Webhook endpoints: sort, range and filter (id)', operationId: 'adminListWebhooks' })
  @ApiSimpleRestList(WebhookEndpointDto, 'webhooks')
  @ApiErrors(400)
  async list(
    @Query() query: SimpleRestQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<WebhookEndpointDto[]> {
    const list = parseSimpleRestQuery(query, ENDPOINT_SORTS, 'id');
    const page = await this.webhooks.list({ ...list, ids: filterIds(list.filter) });
    return sendPage(response, 'webhooks', list, page);
  }

  @Post()
  @ApiOperation({
    summary: 'Registers an endpoint; the answer holds its signing secret, shown this once',
    description:
      'The URL must resolve to public addresses only (loopback, private, link-local and metadata addresses are refused unless WEBHOOK_ALLOW_PRIVATE=true).',
    operationId: 'adminCreateWebhook',
  })
  @ApiCreatedResponse({ type: CreatedWebhookEndpointDto })
  @ApiErrors(400)
  create(@Body() form: CreateWebhookEndpointDto): Promise<CreatedWebhookEndpointDto> {
    return this.webhooks.create(form);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One endpoint (never its secret)', operationId: 'adminGetWebhook' })
  @ApiOkResponse({ type: WebhookEndpointDto })
  @ApiErrors(404)
  get(@IdParam() id: number): Promise<WebhookEndpointDto> {
    return this.webhooks.get(id);
  }

  @Put(':id')
  @ApiOperation({
    summary: 'Changes an endpoint; status pauses or resumes it (resuming clears its failure count)',
    operationId: 'adminUpdateWebhook',
  })
  @ApiOkResponse({ type: WebhookEndpointDto })
  @ApiErrors(400, 404)
  update(@IdParam() id: number, @Body() form: UpdateWebhookEndpointDto): Promise<WebhookEndpointDto> {
    return this.webhooks.update(id, form);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Removes an endpoint and its delivery log', operationId: 'adminDeleteWebhook' })
  @ApiOkResponse({ type: WebhookEndpointDto })
  @ApiErrors(404)
  delete(@IdParam() id: number): Promise<WebhookEndpointDto> {
    return this.webhooks.delete(id);
  }

  @Post(':id/rotate-secret')
  @HttpCode(200)
  @ApiOperation({
    summary: 'A new signing secret, shown this once; the previous one also signs for 24 hours',
    operationId: 'adminRotateWebhookSecret',
  })
  @ApiOkResponse({ type: WebhookSecretDto })
  @ApiErrors(404)
  rotateSecret(@IdParam() id: number): Promise<WebhookSecretDto> {
    return this.webhooks.rotateSecret(id);
  }

  @Post(':id/test')
  @HttpCode(202)
  @ApiOperation({ summary: 'Sends a webhook.test event to the endpoint', operationId: 'adminTestWebhook' })
  @ApiAcceptedResponse({ type: WebhookDeliveryDto })
  @ApiErrors(404, 409)
  test(@IdParam() id: number): Promise<WebhookDeliveryDto> {
    return this.webhooks.sendTest(id);
  }

  @Get(':id/attempts')
  @ApiOperation({
    summary: "The endpoint's delivery log, newest attempt first: range only",
    operationId: 'adminListWebhookAttempts',
  })
  @ApiSimpleRestList(WebhookAttemptDto, 'attempts')
  @ApiErrors(400, 404)
  async attempts(
    @IdParam() id: number,
    @Query() query: SimpleRestQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<WebhookAttemptDto[]> {
    const list = parseSimpleRestQuery(query, ['id'] as const, 'id');
    return sendPage(response, 'attempts', list, await this.webhooks.attempts(id, list));
  }

  @Post('deliveries/:id/resend')
  @HttpCode(202)
  @ApiOperation({
    summary: "Sends a delivery's event again (same webhook-id), as a new delivery",
    operationId: 'adminResendWebhookDelivery',
  })
  @ApiAcceptedResponse({ type: WebhookDeliveryDto })
  @ApiErrors(404, 409)
  resend(@IdParam() id: number): Promise<WebhookDeliveryDto> {
    return this.webhooks.resend(id);
  }
}
