import { DynamicModule, Global, Inject, Module } from '@nestjs/common';
import { Clock } from '../common/clock';
import { APP_CONFIG, AppConfig } from './app-config';

@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: ConfigModule,
      // The clock is as global as the configuration: one for every module, so a test moves it once.
      providers: [{ provide: APP_CONFIG, useValue: config }, Clock],
      exports: [APP_CONFIG, Clock],
    };
  }
}

/** Injects the validated AppConfig. */
export const InjectConfig = () => Inject(APP_CONFIG);
