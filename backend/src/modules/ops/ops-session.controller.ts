import { Controller, Delete, HttpCode, Post, Res } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { InjectConfig } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { CurrentUser, Public, Staff } from '../../common/http/access';
import { TokenService } from '../auth/token.service';
import { User } from '../users/user.entity';

export const OPS_COOKIE = 'satchel_ops';
export const OPS_AUDIENCE = 'ops';
const OPS_SESSION_SECONDS = 8 * 3600;

/**
 * The queue dashboard is plain Express middleware opened by browser navigation, which carries no
 * bearer token; the admin app exchanges its token here for a cookie scoped to /ops.
 */
@ApiTags('ops')
@Controller('ops/session')
export class OpsSessionController {
  constructor(
    private readonly tokens: TokenService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  @Post()
  @HttpCode(204)
  @Staff('settings')
  @ApiOperation({
    summary: 'Open a queue-dashboard session (sets an httpOnly cookie for /ops)',
    operationId: 'openOpsSession',
  })
  @ApiNoContentResponse({ description: 'Cookie set; /ops/queues can be opened' })
  async open(@CurrentUser() user: User, @Res({ passthrough: true }) response: Response): Promise<void> {
    const token = await this.tokens.sign(user, OPS_AUDIENCE, OPS_SESSION_SECONDS);
    response.cookie(OPS_COOKIE, token, {
      httpOnly: true,
      sameSite: 'strict',
      path: '/ops',
      secure: this.config.publicUrl.startsWith('https:'),
      maxAge: OPS_SESSION_SECONDS * 1000,
    });
  }

  @Delete()
  @HttpCode(204)
  @Public()
  @ApiOperation({ summary: 'Close the queue-dashboard session', operationId: 'closeOpsSession' })
  @ApiNoContentResponse({ description: 'Cookie cleared' })
  close(@Res({ passthrough: true }) response: Response): void {
    response.clearCookie(OPS_COOKIE, { path: '/ops' });
  }
}
