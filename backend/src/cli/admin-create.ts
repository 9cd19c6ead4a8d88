import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { MikroORM, RequestContext } from '@mikro-orm/core';
import { NestFactory } from '@nestjs/core';
import { validate } from 'class-validator';
import { AppModule } from '../app.module';
import { ConfigError, loadConfig, PUBLISHED_SECRETS } from '../config/app-config';
import { RegisterDto } from '../modules/auth/dto/register.dto';
import { AdminAccountsService } from '../modules/users/admin-accounts.service';

const USAGE = 'Usage: npm run admin:create -- --email owner@example.com --password "$(openssl rand -base64 18)"';

/** Creates another admin account on the configured database (or the embedded one in DATA_DIR). */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
  const { email, password } = values;
  if (!email || !password) throw new ConfigError(USAGE);
  if (PUBLISHED_SECRETS.includes(password)) {
    throw new ConfigError('That password is a published example: anyone could log in with it. Choose one of your own.');
  }
  const problems = await validate(Object.assign(new RegisterDto(), { username: 'admin', email, password }));
  if (problems.length) {
    throw new ConfigError(problems.flatMap((problem) => Object.values(problem.constraints ?? {})).join('\n'));
  }

  const config = { ...loadConfig(), runWorkers: false, demoData: false, logLevel: 'warn' as const };
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), { logger: ['error', 'warn'] });
  try {
    const admin = await RequestContext.create(app.get(MikroORM).em, () =>
      app.get(AdminAccountsService).createAdmin(email, password),
    );
    console.log(`Created admin ${admin.email} (username ${admin.username})`);
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
