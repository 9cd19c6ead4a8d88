import { Body, Controller, Get, Header, Put, UploadedFiles } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../common/openapi/error-response.dto';
import { Public, Staff } from '../../common/http/access';
import { MultipartForm, UploadedFileMap } from '../media/multipart';
import { CompanyService } from './company.service';
import { CompanyDetailsDto, CompanyDetailsFormDto, CompanyDetailsFormSchema } from './dto/company-details.dto';

@ApiTags('company')
@Controller('company-details')
export class CompanyController {
  constructor(private readonly company: CompanyService) {}

  @Get()
  @Public()
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({ summary: "The shop's name, contact details and logo", operationId: 'getCompanyDetails' })
  @ApiOkResponse({ type: CompanyDetailsDto })
  async get(): Promise<CompanyDetailsDto> {
    return CompanyDetailsDto.of(await this.company.details());
  }

  @Put()
  @Staff('content')
  @MultipartForm({ name: 'logo', maxCount: 1, tooMany: 'Upload one logo image.' })
  @ApiOperation({ summary: "Edit the shop's details, optionally with a new logo", operationId: 'updateCompanyDetails' })
  @ApiBody({ type: CompanyDetailsFormSchema })
  @ApiOkResponse({ type: CompanyDetailsDto })
  @ApiErrors(400, 413)
  async update(
    @Body() form: CompanyDetailsFormDto,
    @UploadedFiles() files: UploadedFileMap = {},
  ): Promise<CompanyDetailsDto> {
    return CompanyDetailsDto.of(await this.company.update(form, files.logo?.[0]));
  }
}
