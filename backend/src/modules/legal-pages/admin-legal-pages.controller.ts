import { Body, Controller, Delete, Get, NotFoundException, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiSimpleRestList, parseSimpleRestQuery, sendPage, SimpleRestQueryDto } from '../../common/http/simple-rest';
import { ApiErrors } from '../../common/openapi/error-response.dto';
import { Staff } from '../../common/http/access';
import { AdminLegalPageDto, AdminLegalPageUpdateDto, SaveLegalPageDto } from './dto/legal-page.dto';
import { LEGAL_PAGE_SLUGS, type LegalPageSlug } from './legal-page.entity';
import { LegalPagesService, unwritten } from './legal-pages.service';

const SLUG_PARAM = ApiParam({ name: 'id', enum: LEGAL_PAGE_SLUGS, description: "The page's slug" });

function pageSlug(id: string): LegalPageSlug {
  if (!(LEGAL_PAGE_SLUGS as readonly string[]).includes(id)) throw new NotFoundException('Page not found');
  return id as LegalPageSlug;
}

/**
 * The two policy pages for react-admin, with the slug as the record id. Both always exist here
 * (empty until written), so the editor's tabs have a record to load.
 */
@ApiTags('admin')
@Controller('admin/legal-pages')
@Staff('content')
export class AdminLegalPagesController {
  constructor(private readonly pages: LegalPagesService) {}

  @Get()
  @ApiOperation({ summary: 'Both policy pages (filter id: a list of slugs)', operationId: 'adminListLegalPages' })
  @ApiSimpleRestList(AdminLegalPageDto, 'legal-pages')
  @ApiErrors(400)
  async list(
    @Query() query: SimpleRestQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AdminLegalPageDto[]> {
    const { sort, offset, limit, filter } = parseSimpleRestQuery(query, ['id'] as const, 'id');
    const wanted = filter.id === undefined ? undefined : [filter.id].flat().map(String);
    const pages = (await this.pages.everyPage())
      .filter((page) => !wanted || wanted.includes(page.slug))
      .map(AdminLegalPageDto.of);
    if (query.sort && sort.order === 'desc') pages.reverse();
    return sendPage(
      response,
      'legal-pages',
      { offset, limit },
      { items: pages.slice(offset, offset + limit), total: pages.length },
    );
  }

  @Get(':id')
  @SLUG_PARAM
  @ApiOperation({ summary: 'One policy page', operationId: 'adminGetLegalPage' })
  @ApiOkResponse({ type: AdminLegalPageDto })
  @ApiErrors(404)
  async get(@Param('id') id: string): Promise<AdminLegalPageDto> {
    const slug = pageSlug(id);
    const page = (await this.pages.everyPage()).find((candidate) => candidate.slug === slug) ?? unwritten(slug);
    return AdminLegalPageDto.of(page);
  }

  @Post()
  @ApiOperation({ summary: 'Write a policy page (replaces what it had)', operationId: 'adminCreateLegalPage' })
  @ApiCreatedResponse({ type: AdminLegalPageDto })
  @ApiErrors(400)
  async create(@Body() body: SaveLegalPageDto): Promise<AdminLegalPageDto> {
    return AdminLegalPageDto.of((await this.pages.save(body)).page);
  }

  @Put(':id')
  @SLUG_PARAM
  @ApiOperation({ summary: "Save a policy page's title and content", operationId: 'adminUpdateLegalPage' })
  @ApiOkResponse({ type: AdminLegalPageDto })
  @ApiErrors(400, 404)
  async update(@Param('id') id: string, @Body() body: AdminLegalPageUpdateDto): Promise<AdminLegalPageDto> {
    const slug = pageSlug(id);
    return AdminLegalPageDto.of((await this.pages.save({ slug, title: body.title, content: body.content })).page);
  }

  @Delete(':id')
  @SLUG_PARAM
  @ApiOperation({
    summary: "Remove the admin's text of a page; the storefront shows the fixed text again",
    operationId: 'adminDeleteLegalPage',
  })
  @ApiOkResponse({ type: AdminLegalPageDto, description: 'The page as it was' })
  @ApiErrors(404)
  async delete(@Param('id') id: string): Promise<AdminLegalPageDto> {
    return AdminLegalPageDto.of(await this.pages.delete(pageSlug(id)));
  }
}
