import 'reflect-metadata';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module';
import { webhooksOpenApi } from '../modules/webhooks/webhook-events.openapi';
import { buildOpenApiDocument, openApiYaml } from '../common/openapi/openapi-document';
import { loadConfig } from '../config/app-config';
import { REPO_ROOT } from '../infra/web/web-apps';
import { ROOT_ROUTES } from '../modules/seo/seo.module';

/**
 * Writes openapi.yaml from the routes and DTOs. Preview mode builds the module graph without
 * instantiating providers, so no database or Redis is needed.
 */
async function main(): Promise<void> {
  const app = await NestFactory.create(AppModule.forRoot(loadConfig({ LOG_LEVEL: 'silent' })), {
    preview: true,
    logger: false,
    abortOnError: false,
  });
  app.setGlobalPrefix('api', { exclude: ROOT_ROUTES });
  const file = join(REPO_ROOT, 'openapi.yaml');
  await writeFile(file, openApiYaml(buildOpenApiDocument(app, webhooksOpenApi())));
  console.log(`Wrote ${file}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
