import { Module } from '@nestjs/common';
import { TaxDocumentsService } from './tax-documents.service';

/** GST: tax invoices and credit notes in their series, and the GST report. */
@Module({
  providers: [TaxDocumentsService],
  exports: [TaxDocumentsService],
})
export class TaxModule {}
