import { Controller, Get, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { IdParam } from '../../common/http/id-param';
import { ApiErrors } from '../../common/openapi/error-response.dto';
import { Authenticated, CurrentUser } from '../../common/http/access';
import { User } from '../users/user.entity';
import { InvoicesService } from './invoices.service';

@ApiTags('orders')
@Controller()
export class InvoicesController {
  constructor(private readonly invoices: InvoicesService) {}

  @Get('orders/:id/invoice')
  @Authenticated()
  @ApiOperation({
    summary: "An order's invoice, as a PDF",
    description:
      "The order's owner or staff with `orders`; anyone else gets 404; a cancelled order has none (409). Built from the order as placed: seller (with GSTIN), buyer and delivery address, lines, total in figures and in words. Once a shop charging GST has shipped the order, it is the TAX INVOICE with every Rule 46 field (docs/product.md §17).",
    operationId: 'getOrderInvoice',
  })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The invoice', schema: { type: 'string', format: 'binary' } })
  @ApiErrors(404, 409)
  async invoice(@CurrentUser() user: User, @IdParam() id: number): Promise<StreamableFile> {
    return new StreamableFile(await this.invoices.pdf(id, user), {
      type: 'application/pdf',
      disposition: `attachment; filename="invoice-${id}.pdf"`,
    });
  }

  @Get('orders/:id/credit-note')
  @Authenticated()
  @ApiOperation({
    summary: "A cancelled order's credit note, as a PDF",
    description:
      "The order's owner or staff with `orders`; anyone else gets 404, as does an order without one. Issued when an order with a tax invoice is cancelled: numbered in its own series (CN/2026-27/00001), it names the invoice and reverses its tax.",
    operationId: 'getOrderCreditNote',
  })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The credit note', schema: { type: 'string', format: 'binary' } })
  @ApiErrors(404)
  async creditNote(@CurrentUser() user: User, @IdParam() id: number): Promise<StreamableFile> {
    return new StreamableFile(await this.invoices.creditNotePdf(id, user), {
      type: 'application/pdf',
      disposition: `attachment; filename="credit-note-${id}.pdf"`,
    });
  }

  @Get('returns/:id/credit-note')
  @Authenticated()
  @ApiOperation({
    summary: "A refunded return's credit note, as a PDF",
    description:
      "The return's customer or staff with `orders`; anyone else gets 404, as does a return without one. Issued when a return of an order with a tax invoice is refunded: its own number in the credit-note series, the returned units as credited and the GST in them, against the invoice.",
    operationId: 'getReturnCreditNote',
  })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The credit note', schema: { type: 'string', format: 'binary' } })
  @ApiErrors(404)
  async returnCreditNote(@CurrentUser() user: User, @IdParam() id: number): Promise<StreamableFile> {
    return new StreamableFile(await this.invoices.returnCreditNotePdf(id, user), {
      type: 'application/pdf',
      disposition: `attachment; filename="credit-note-return-${id}.pdf"`,
    });
  }
}
