import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { MikroORM } from '@mikro-orm/core';
import { NestFactory } from '@nestjs/core';
import { validate } from 'class-validator';
import { AppModule } from '../app.module';
import { inRequestScope } from '../common/request-scope';
import { ConfigError, loadConfig, PUBLISHED_SECRETS } from '../config/app-config';
import { RateLimitStore } from '../infra/rate-limit/rate-limit-store';
import { RegisterDto } from '../modules/auth/dto/register.dto';
import { AdminAccountsService } from '../modules/users/admin-accounts.service';
import { LOGIN_FAILURE_WINDOW_MS } from '../modules/users/password-attempts';

const USAGE = 'Usage: npm run admin:create -- --email owner@example.com --password "$(openssl rand -base64 18)"';

/**
 * Creates another admin account (an owner) on the configured database (or the embedded one in
 * DATA_DIR); given the e-mail of an existing admin, gives it this password and makes it an owner
 * instead (README: recovering the owner account).
 */
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
    const accounts = app.get(AdminAccountsService);
    // Failed logins are counted in Redis when there is one: recovery clears them there.
    const countsShared = await app.get(RateLimitStore).sharedWithin(5_000);
    await inRequestScope(app.get(MikroORM).em, async () => {
      const recovered = await accounts.recoverOwner(email, password);
      if (recovered) {
        console.log(`Set a new password for admin ${recovered.email}, now an owner; its earlier sessions have ended`);
        if (config.redisUrl && !countsShared) {
          console.warn(
            `Redis was unreachable: ${recovered.email}'s failed logins, if any, still count for up to ${LOGIN_FAILURE_WINDOW_MS / 60_000} minutes`,
          );
        }
        return;
      }
      const admin = await accounts.createAdmin(email, password);
      console.log(`Created admin ${admin.email} (username ${admin.username})`);
    });
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
