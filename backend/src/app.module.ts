import { DynamicModule, Module } from '@nestjs/common';
import { TaxModule } from './modules/tax/tax.module';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { AllExceptionsFilter } from './common/http/all-exceptions.filter';
import { ContentTypeGuard } from './common/http/content-type.guard';
import { LoggingModule } from './infra/logging/logging';
import { createValidationPipe } from './common/http/validation';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { CacheModule } from './infra/cache/cache.module';
import { DatabaseModule } from './infra/database/database.module';
import { ENTITIES } from './entities';
import { JobsModule } from './infra/jobs/jobs.module';
import { MailModule } from './infra/mail/mail.module';
import { MetricsModule } from './infra/metrics/metrics.module';
import { OpsModule } from './modules/ops/ops.module';
import { StorageModule } from './infra/storage/storage.module';
import { AuditModule } from './modules/audit/audit.module';
import { AuthModule } from './modules/auth/auth.module';
import { AddressesModule } from './modules/addresses/addresses.module';
import { CartModule } from './modules/cart/cart.module';
import { CategoriesModule } from './modules/categories/categories.module';
import { CompanyModule } from './modules/company/company.module';
import { DeliveryModule } from './modules/delivery/delivery.module';
import { DashboardModule } from './modules/dashboard/dashboard.module';
import { DemoModule } from './demo/demo.module';
import { HealthModule } from './modules/health/health.module';
import { SeoModule } from './modules/seo/seo.module';
import { TeamModule } from './modules/team/team.module';
import { LegalPagesModule } from './modules/legal-pages/legal-pages.module';
import { MediaModule } from './modules/media/media.module';
import { InvoicesModule } from './modules/invoices/invoices.module';
import { PromotionsModule } from './modules/promotions/promotions.module';
import { WebhooksModule } from './modules/webhooks/webhooks.module';
import { OrdersModule } from './modules/orders/orders.module';
import { ReturnsModule } from './modules/returns/returns.module';
import { ProductsModule } from './modules/products/products.module';
import { UsersModule } from './modules/users/users.module';
import { WishlistModule } from './modules/wishlist/wishlist.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggingModule.forRoot(config),
        DatabaseModule.forRoot(ENTITIES),
        CacheModule,
        MetricsModule,
        JobsModule.forRoot(config),
        MailModule.forRoot(config),
        StorageModule.forRoot(config),
        AuditModule,
        UsersModule,
        AuthModule,
        TeamModule,
        HealthModule,
        SeoModule,
        OpsModule,
        MediaModule,
        CategoriesModule,
        ProductsModule,
        CompanyModule,
        DeliveryModule,
        DashboardModule,
        LegalPagesModule,
        CartModule,
        WishlistModule,
        AddressesModule,
        OrdersModule,
        ReturnsModule,
        InvoicesModule,
        TaxModule,
        PromotionsModule,
        WebhooksModule,
        DemoModule,
      ],
      providers: [
        { provide: APP_PIPE, useFactory: createValidationPipe },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
        { provide: APP_GUARD, useClass: ContentTypeGuard },
      ],
    };
  }
}
