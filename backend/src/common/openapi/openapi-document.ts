import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { stringify } from 'yaml';

/** Builds the OpenAPI contract from the routes and DTOs themselves. */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setOpenAPIVersion('3.1.0')
    .setTitle('Satchel API')
    .setDescription(
      'The API of Satchel, an online shop for handbags, leather goods and apparel (prices in Indian rupees, ' +
        'cash on delivery). Errors always have the shape `{statusCode, message, error}`.',
    )
    .setVersion('1.0.0')
    .setLicense('MIT', 'https://opensource.org/licenses/MIT')
    .addServer('/', 'This server')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' })
    .addTag('auth', 'Registration, login and the current account')
    .addTag('users', "The signed-in user's profile and password")
    .addTag('health', 'Liveness of the database and the job runtime')
    .addTag('ops', 'Access to the operator queue dashboard')
    .build();
  return SwaggerModule.createDocument(app, config, {
    operationIdFactory: (_controller, method) => method,
  });
}

/** The YAML text committed as openapi.yaml and served at /openapi.yaml. */
export function openApiYaml(document: OpenAPIObject): string {
  return stringify(document, { lineWidth: 0 });
}
