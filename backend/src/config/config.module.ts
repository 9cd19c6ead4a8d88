import { DynamicModule, Global, Inject, Module } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from './app-config';

@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: ConfigModule,
      providers: [{ provide: APP_CONFIG, useValue: config }],
      exports: [APP_CONFIG],
    };
  }
}

/** Injects the validated AppConfig. */
export const InjectConfig = () => Inject(APP_CONFIG);
