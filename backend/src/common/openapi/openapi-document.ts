import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { stringify } from 'yaml';
import { ERROR_DESCRIPTIONS } from './error-response.dto';

/** Extension set by @Public() on an operation; becomes `security: []` in the document. */
export const PUBLIC_EXTENSION = 'x-satchel-public';

/** What the routes cannot say for themselves: the webhooks the shop sends, and their schemas. */
export interface OpenApiExtras {
  /** OpenAPI 3.1's top-level `webhooks` (@nestjs/swagger's types stop at 3.0). */
  webhooks?: Record<string, unknown>;
  schemas?: Record<string, unknown>;
}

/** Builds the OpenAPI 3.1 contract from the routes and DTOs themselves, and the extras given. */
export function buildOpenApiDocument(app: INestApplication, extras: OpenApiExtras = {}): OpenAPIObject {
  const config = new DocumentBuilder()
    .setOpenAPIVersion('3.1.0')
    .setTitle('Satchel API')
    .setDescription(
      'The API of Satchel, an online shop for handbags, leather goods and apparel (prices in Indian rupees, ' +
        'cash on delivery). Every route needs a bearer token unless it says otherwise. Errors always have the ' +
        'shape `{statusCode, message, error}`.',
    )
    .setVersion('1.0.0')
    .setLicense('MIT', 'https://opensource.org/licenses/MIT')
    .addServer('/', 'This server')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' })
    .addSecurityRequirements('bearer')
    .addTag('auth', 'Registration, login and the current account')
    .addTag('users', "The signed-in user's profile and password")
    .addTag('health', 'Liveness of the database and the job runtime')
    .addTag('ops', 'Access to the operator queue dashboard')
    .addTag('seo', 'Pages for search engines and link previews, outside /api')
    .addTag('webhooks', 'Events the shop POSTs to the endpoints registered under /api/admin/webhooks')
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: (_controller, method) => method,
  });
  if (extras.webhooks) Object.assign(document, { webhooks: extras.webhooks });
  Object.assign((document.components ??= {}).schemas ?? (document.components.schemas = {}), extras.schemas);
  return normalize(document) as OpenAPIObject;
}

/** The YAML text committed as openapi.yaml and served at /openapi.yaml. */
export function openApiYaml(document: OpenAPIObject): string {
  return stringify(document, { lineWidth: 0, aliasDuplicateObjects: false });
}

/**
 * Rewrites what @nestjs/swagger still emits in OpenAPI 3.0 style into 3.1: `nullable` becomes a
 * `null` type, a lone `allOf` becomes its reference, and public operations get `security: []`.
 * Every operation with a body also lists 415 (ContentTypeGuard refuses other media types).
 */
function normalize(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(normalize);
  if (typeof node !== 'object' || node === null) return node;
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) result[key] = normalize(value);

  if (result.nullable === true && typeof result.type === 'string') {
    result.type = [result.type, 'null'];
    delete result.nullable;
  }
  if (Array.isArray(result.allOf) && result.allOf.length === 1) {
    Object.assign(result, result.allOf[0]);
    delete result.allOf;
  }
  const responses = result.responses as Record<string, unknown> | undefined;
  if (result.requestBody && responses && !responses['415']) {
    responses['415'] = {
      description: ERROR_DESCRIPTIONS[415],
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponseDto' } } },
    };
  }
  if (result[PUBLIC_EXTENSION] === true) {
    result.security = [];
    delete result[PUBLIC_EXTENSION];
  }
  return result;
}
