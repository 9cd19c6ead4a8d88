import { Module } from '@nestjs/common';
import { ImageRenditionsJob } from './image-renditions.job';
import { MediaService } from './media.service';

/** Uploaded images: checking, storing, renditions and removal. Served by mountUploads. */
@Module({
  providers: [MediaService, ImageRenditionsJob],
  exports: [MediaService],
})
export class MediaModule {}
