import { Body, Controller, Get, Header, Param, Post, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiErrors } from '../../common/openapi/error-response.dto';
import { Public, Staff } from '../../common/http/access';
import { LegalPageDto, SaveLegalPageDto } from './dto/legal-page.dto';
import { LegalPagesService } from './legal-pages.service';

@ApiTags('legal-pages')
@Controller('legal-pages')
export class LegalPagesController {
  constructor(private readonly pages: LegalPagesService) {}

  @Get()
  @Public()
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({ summary: 'The policy pages the admin has written', operationId: 'listLegalPages' })
  @ApiOkResponse({ type: [LegalPageDto] })
  async list(): Promise<LegalPageDto[]> {
    return (await this.pages.list()).map(LegalPageDto.of);
  }

  @Get(':slug')
  @Public()
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({ summary: 'One policy page', operationId: 'getLegalPage' })
  @ApiOkResponse({ type: LegalPageDto })
  @ApiErrors(404)
  async get(@Param('slug') slug: string): Promise<LegalPageDto> {
    return LegalPageDto.of(await this.pages.get(slug));
  }

  @Post()
  @Staff('content')
  @ApiOperation({ summary: 'Create or replace the page of a slug', operationId: 'saveLegalPage' })
  @ApiOkResponse({ type: LegalPageDto, description: 'Replaced' })
  @ApiCreatedResponse({ type: LegalPageDto, description: 'Created' })
  @ApiErrors(400)
  async save(@Body() body: SaveLegalPageDto, @Res({ passthrough: true }) response: Response): Promise<LegalPageDto> {
    const { page, created } = await this.pages.save(body);
    response.status(created ? 201 : 200);
    return LegalPageDto.of(page);
  }
}
