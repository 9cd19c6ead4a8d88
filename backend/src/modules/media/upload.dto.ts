import { ApiProperty } from '@nestjs/swagger';
import { Upload } from './upload.entity';

export class RenditionDto {
  @ApiProperty({ example: 640 })
  width!: number;

  @ApiProperty({ example: '/uploads/6f1c2e9a-5b7d-4f3e-9a51-0c7e2b1d4a10-640w.webp' })
  url!: string;
}

/** Where an image is served, with its WebP renditions (empty until the image job has run). */
export class ImageDto {
  @ApiProperty({ description: 'The upload id' })
  id!: number;

  @ApiProperty({ example: '6f1c2e9a-5b7d-4f3e-9a51-0c7e2b1d4a10.jpg' })
  filename!: string;

  @ApiProperty({ example: '/uploads/6f1c2e9a-5b7d-4f3e-9a51-0c7e2b1d4a10.jpg', description: 'The original' })
  url!: string;

  @ApiProperty()
  width!: number;

  @ApiProperty()
  height!: number;

  @ApiProperty({ type: [RenditionDto], description: 'Smaller WebP copies, narrowest first, for srcset' })
  renditions!: RenditionDto[];

  static of(upload: Upload): ImageDto {
    return {
      id: upload.id,
      filename: upload.filename,
      url: uploadUrl(upload.filename),
      width: upload.width,
      height: upload.height,
      renditions: upload.renditions.map((r) => ({ width: r.width, url: uploadUrl(r.filename) })),
    };
  }
}

/** Where uploads are served; the read model's SQL builds the same URLs. */
export const UPLOADS_PATH = '/uploads/';

export function uploadUrl(filename: string): string {
  return `${UPLOADS_PATH}${filename}`;
}
