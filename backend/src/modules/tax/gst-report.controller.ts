import { Controller, Get, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Matches } from 'class-validator';
import { Staff } from '../../common/http/access';
import { ApiErrors } from '../../common/openapi/error-response.dto';
import { InvalidInputError } from '../../common/errors/domain-errors';
import { GST_REPORT_COLUMNS, GstReportService } from './gst-report.service';

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const GST_REPORT_PERIOD = 'from and to must be dates (YYYY-MM-DD), from not after to';

export class GstReportQueryDto {
  @ApiProperty({ example: '2026-11-01', description: 'The first day (in India) of the period' })
  @Matches(DAY, { message: GST_REPORT_PERIOD })
  from!: string;

  @ApiProperty({ example: '2026-11-30', description: 'The last day of the period' })
  @Matches(DAY, { message: GST_REPORT_PERIOD })
  to!: string;
}

/** A day that exists: 2026-02-31 matches the pattern, but JavaScript moves it to March. */
const isCalendarDay = (day: string) => new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;

@ApiTags('admin')
@Controller('admin/reports')
@Staff('orders')
export class GstReportController {
  constructor(private readonly report: GstReportService) {}

  @Get('gst')
  @ApiOperation({
    summary: 'The GST report of a period, as CSV: B2C supplies by place of supply and rate, and the HSN summary',
    description: `Columns: ${GST_REPORT_COLUMNS.join(', ')}. section B2C rows sum by place of supply ("27-Maharashtra") and rate; HSN rows by HSN code and rate. Each is the tax invoices issued in the period less its credit notes, amounts in rupees with two decimals; the delivery and COD charges count under the HSN of the line whose rate they took.`,
    operationId: 'adminGstReport',
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'The CSV, with a header row', schema: { type: 'string' } })
  @ApiErrors(400)
  async gst(@Query() query: GstReportQueryDto, @Res({ passthrough: true }) response: Response): Promise<string> {
    if (query.from > query.to || !isCalendarDay(query.from) || !isCalendarDay(query.to)) {
      throw new InvalidInputError(GST_REPORT_PERIOD);
    }
    const csv = await this.report.csv(query.from, query.to);
    // Only the report is CSV: a refusal stays JSON, with its message.
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    return csv;
  }
}
