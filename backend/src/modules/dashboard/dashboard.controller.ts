import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Staff } from '../../common/http/access';
import { DashboardService } from './dashboard.service';
import { DashboardDto } from './dto/dashboard.dto';

@ApiTags('admin')
@Controller('admin/dashboard')
@Staff('orders')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: "The back office's tiles (counts, company name) and orders and revenue per day for 30 days",
    operationId: 'adminDashboard',
  })
  @ApiOkResponse({ type: DashboardDto })
  summary(): Promise<DashboardDto> {
    return this.dashboard.summary();
  }
}
