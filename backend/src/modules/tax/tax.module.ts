import { Module } from '@nestjs/common';
import { GstReportController } from './gst-report.controller';
import { GstReportService } from './gst-report.service';
import { TaxDocumentsService } from './tax-documents.service';

/** GST: tax invoices and credit notes in their series, and the GST report. */
@Module({
  controllers: [GstReportController],
  providers: [TaxDocumentsService, GstReportService],
  exports: [TaxDocumentsService],
})
export class TaxModule {}
