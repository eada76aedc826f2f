import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** The OpenAPI document, generated from the routes' zod schemas: UI at /api/docs, JSON at /api/docs/json. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Haveli API',
          description: 'Rooms, dining, content and guest accounts of Haveli, a luxury hotel in Jaipur.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
        tags: [
          { name: 'auth', description: 'Registration, login and the signed-in account' },
          { name: 'content', description: 'Rooms, menu, offers, pages and other public content' },
          { name: 'ops', description: 'Health' },
        ],
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });

    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      // The UI is a page with scripts and styles of its own; the rest of the API keeps `default-src 'none'`.
      staticCSP:
        "default-src 'self'; base-uri 'self'; img-src 'self' data:; object-src 'none'; script-src 'self'; " +
        "style-src 'self' 'unsafe-inline'; frame-ancestors 'none'",
    });
  },
  { name: 'swagger' },
);
