import { Module } from '@nestjs/common';
import { AdminLegalPagesController } from './admin-legal-pages.controller';
import { LegalPagesController } from './legal-pages.controller';
import { LegalPagesService } from './legal-pages.service';

@Module({
  controllers: [LegalPagesController, AdminLegalPagesController],
  providers: [LegalPagesService],
  exports: [LegalPagesService],
})
export class LegalPagesModule {}
