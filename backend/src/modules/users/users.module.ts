import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { RateLimitModule } from '../../infra/rate-limit/rate-limit.module';
import { AccountEmailsJob } from './account-emails.job';
import { AdminAccountsService } from './admin-accounts.service';
import { AdminCustomersController } from './admin-customers.controller';
import { AdminCustomersService } from './admin-customers.service';
import { PasswordHasher } from './password-hasher';
import { SessionUserCache } from './session-user-cache';
import { User } from './user.entity';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

@Module({
  imports: [MikroOrmModule.forFeature([User]), RateLimitModule],
  controllers: [UsersController, AdminCustomersController],
  providers: [
    UsersService,
    PasswordHasher,
    SessionUserCache,
    AdminAccountsService,
    AdminCustomersService,
    AccountEmailsJob,
  ],
  exports: [UsersService, AdminAccountsService, SessionUserCache],
})
export class UsersModule {}
