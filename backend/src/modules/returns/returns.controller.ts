import { Body, Controller, Get, Post, Query, Res, UploadedFiles } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MAX_RETURN_PHOTOS, RETURN_MESSAGES } from '@satchel/shared';
import type { Response } from 'express';
import { CurrentUser, CustomersOnly } from '../../common/http/access';
import { IdParam } from '../../common/http/id-param';
import { ApiErrors } from '../../common/openapi/error-response.dto';
import { MultipartForm, UploadedFileMap } from '../media/multipart';
import { User } from '../users/user.entity';
import {
  RequestReturnDto,
  RequestReturnFormSchema,
  ReturnableDto,
  ReturnDto,
  ReturnListQueryDto,
} from './dto/return.dto';
import { ReturnsService } from './returns.service';

const TOTAL_COUNT_HEADER = {
  'X-Total-Count': { description: 'How many returns there are, across all pages', schema: { type: 'integer' } },
};

/** A customer's returns of their own delivered orders (docs/product.md §19). */
@ApiTags('returns')
@Controller()
@CustomersOnly('Only customers return orders')
export class ReturnsController {
  constructor(private readonly returns: ReturnsService) {}

  @Get('orders/:id/returnable')
  @ApiOperation({
    summary: 'What of your delivered order may still be returned, and until when',
    operationId: 'getReturnableItems',
  })
  @ApiOkResponse({ type: ReturnableDto })
  @ApiErrors(404)
  returnable(@CurrentUser() user: User, @IdParam() id: number): Promise<ReturnableDto> {
    return this.returns.returnable(user, id);
  }

  @Post('orders/:id/returns')
  @MultipartForm({ name: 'photos', maxCount: MAX_RETURN_PHOTOS, tooMany: RETURN_MESSAGES.photosTooMany })
  @ApiConsumes('application/json') // as well: photos are optional
  @ApiOperation({
    summary: 'Ask to return items of your delivered order',
    description:
      "Within the shop's return window after delivery (7 days unless the owner changed it). Each item names an order line, how many of its units and why; units in earlier returns (not rejected ones) cannot be asked for again. The refund goes to the UPI ID or bank account given. JSON, or multipart/form-data with up to 3 photos and `items` as JSON text. Another customer's order is a 404; not delivered, the window closed, too many units, or units with nothing to refund (a discount code made them free) a 422.",
    operationId: 'requestReturn',
  })
  @ApiBody({ type: RequestReturnFormSchema })
  @ApiCreatedResponse({ type: ReturnDto })
  @ApiErrors(400, 404, 413, 422)
  request(
    @CurrentUser() user: User,
    @IdParam() id: number,
    @Body() form: RequestReturnDto,
    @UploadedFiles() files: UploadedFileMap = {},
  ): Promise<ReturnDto> {
    return this.returns.request(user, id, form, files.photos ?? []);
  }

  @Get('returns/my')
  @ApiOperation({ summary: 'Your returns, newest first', operationId: 'listMyReturns' })
  @ApiOkResponse({ type: [ReturnDto], headers: TOTAL_COUNT_HEADER })
  @ApiErrors(400)
  async mine(
    @CurrentUser() user: User,
    @Query() query: ReturnListQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ReturnDto[]> {
    const limit = query.page ? (query.limit ?? 20) : undefined;
    const page = await this.returns.list({
      customer: user,
      sort: { field: 'requestedAt', order: 'desc' },
      limit,
      offset: query.page && limit ? (query.page - 1) * limit : undefined,
    });
    response.setHeader('X-Total-Count', String(page.total));
    return page.items;
  }

  @Get('returns/:id')
  @ApiOperation({ summary: 'One of your returns', operationId: 'getMyReturn' })
  @ApiOkResponse({ type: ReturnDto })
  @ApiErrors(404)
  one(@CurrentUser() user: User, @IdParam() id: number): Promise<ReturnDto> {
    return this.returns.get(id, user);
  }
}
