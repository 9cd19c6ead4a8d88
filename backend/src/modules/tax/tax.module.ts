import { Module } from '@nestjs/common';
import { GstReportController } from './gst-report.controller';
import { GstReportService } from './gst-report.service';

/** GST reports: what the tax invoices and credit notes of a period add up to (they are issued by orders). */
@Module({
  controllers: [GstReportController],
  providers: [GstReportService],
})
export class TaxModule {}
