import { MikroORM } from '@mikro-orm/core';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { requestIdOf } from './common/http/request-id';
import { inRequestScope } from './common/request-scope';
import { AppLogger } from './infra/logging/logging';
import { webhooksOpenApi } from './modules/webhooks/webhook-events.openapi';
import { buildOpenApiDocument, openApiYaml } from './common/openapi/openapi-document';
import { AppConfig } from './config/app-config';
import { mountOpsDashboard } from './modules/ops/ops-dashboard';
import { compressAnswers } from './infra/web/compress-answers';
import { installFrontDoor } from './infra/web/front-door';
import { securityHeadersFast } from './infra/web/security-headers';
import { SatchelExpressAdapter } from './infra/web/express-adapter';
import { mountUploads } from './modules/media/uploads-route';
import { ROOT_ROUTES } from './modules/seo/seo.module';
import { metricsHandler, MetricsServer } from './infra/metrics/metrics-server';

/** Builds the whole HTTP application; `main.ts` and the integration tests both start it this way. */
export async function createApp(config: AppConfig): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), new SatchelExpressAdapter(), {
    bufferLogs: true,
    abortOnError: false,
    // Only JSON is parsed (below); multipart only on the routes that read it (ContentTypeGuard).
    bodyParser: false,
  });
  app.useLogger(new AppLogger(app.get(Logger)));
  app.disable('x-powered-by');
  // No ETag for every API body: personal answers are no-store, and cached catalogue reads carry
  // their own (CachedRead); hashing each response cost more than any revalidation saved.
  app.set('etag', false);
  // Only the proxies TRUST_PROXY names may say who the client is (rate limits count by address).
  app.set('trust proxy', config.trustProxy);
  app.useBodyParser('json', { limit: '1mb' });
  // Each request in a scope of its own: its EntityManager, and its id for code far from it (the outbox, the logs).
  const { em } = app.get(MikroORM);
  app.use((request: import('express').Request, _response: unknown, next: () => void) =>
    inRequestScope(em, next, requestIdOf(request)),
  );
  app.use(securityHeadersFast(config));
  app.use(compressAnswers());
  // API answers are personal unless a route says otherwise (the catalogue's @CachedRead does).
  app.use((request: import('express').Request, response: import('express').Response, next: () => void) => {
    if (request.url.startsWith('/api/')) response.setHeader('Cache-Control', 'private, no-store');
    next();
  });
  // Crawlers look for robots.txt and the sitemap at the site's root, and read storefront pages (modules/seo).
  app.setGlobalPrefix('api', { exclude: ROOT_ROUTES });
  if (config.corsOrigins.length) {
    app.enableCors({
      origin: config.corsOrigins,
      // react-admin's lists send Range and read Content-Range; checkout sends Idempotency-Key.
      allowedHeaders: ['Authorization', 'Content-Type', 'Range', 'Idempotency-Key'],
      exposedHeaders: ['Content-Range'],
      maxAge: 600,
    });
  }

  const document = buildOpenApiDocument(app, webhooksOpenApi());
  const yaml = openApiYaml(document);
  app.use('/openapi.yaml', (_request: unknown, response: import('express').Response) =>
    response.type('application/yaml').setHeader('Cache-Control', 'public, max-age=300').send(yaml),
  );
  SwaggerModule.setup('api/docs', app, document, { customSiteTitle: 'Satchel API', yamlDocumentUrl: '/openapi.yaml' });

  app.use('/metrics', metricsHandler(app.get(MetricsServer), config));
  mountUploads(app);
  mountOpsDashboard(app);
  await installFrontDoor(app, config);
  return app;
}
