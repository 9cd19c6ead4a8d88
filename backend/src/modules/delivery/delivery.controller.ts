import { Body, Controller, Get, Put, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public, Staff } from '../../common/http/access';
import { RawJson } from '../../common/http/raw-json';
import { ApiErrors } from '../../common/openapi/error-response.dto';
import { CachedRead } from '../../infra/cache/cached-read';
import { DeliveryCheckDto, DeliveryCheckQueryDto } from './dto/delivery-check.dto';
import { DeliverySettingsDto, DeliverySettingsFormDto } from './dto/delivery-settings.dto';
import { DeliveryService } from './delivery.service';

@ApiTags('delivery')
@Controller('delivery')
export class DeliveryController {
  constructor(private readonly delivery: DeliveryService) {}

  @Get('check')
  @Public()
  @CachedRead()
  @ApiOperation({
    summary: 'Whether, when and for how much the shop delivers to a pincode',
    description:
      'For an order of `value` rupees (its items; 0 when left out): whether the pincode is served, whether cash on delivery is available within the COD limit, the delivery charge and COD fee, and the expected delivery date of an order placed today. `state` lets zones by state match; `freeDelivery` waives the charge as a free-delivery code does.',
    operationId: 'checkDelivery',
  })
  @ApiOkResponse({ type: DeliveryCheckDto })
  @ApiErrors(400)
  check(@Query() query: DeliveryCheckQueryDto): Promise<RawJson<DeliveryCheckDto>> {
    return this.delivery.check(query.pincode, query.state, query.value, query.freeDelivery);
  }
}

@ApiTags('admin')
@Controller('admin/delivery-settings')
@Staff('settings')
export class AdminDeliveryController {
  constructor(private readonly delivery: DeliveryService) {}

  @Get()
  @ApiOperation({
    summary: 'The delivery settings: charges, COD rules, pincodes and zones',
    operationId: 'getDeliverySettings',
  })
  @ApiOkResponse({ type: DeliverySettingsDto })
  get(): Promise<DeliverySettingsDto> {
    return this.delivery.settings();
  }

  @Put()
  @ApiOperation({
    summary: 'Replace the delivery settings',
    description: 'Amounts in rupees. Orders already placed keep the charge and fee they were placed with.',
    operationId: 'updateDeliverySettings',
  })
  @ApiOkResponse({ type: DeliverySettingsDto })
  @ApiErrors(400)
  update(@Body() form: DeliverySettingsFormDto): Promise<DeliverySettingsDto> {
    return this.delivery.save(form);
  }
}
