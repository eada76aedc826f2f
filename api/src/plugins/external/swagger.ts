import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { staffRolesOf, type Access } from '../app/access';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * The OpenAPI document, generated from the routes' zod schemas: UI at /api/docs, JSON at /api/docs/json. It is
 * public, so it lists the routes anyone may call and each guest's own: a staff-only route (its `access` a list
 * of staff roles) is left out, except in development (NODE_ENV=development), where it helps to see them all.
 */
export default fp(
  async (app) => {
    const listed = (route: TransformInput['route']) =>
      app.config.docsListStaffRoutes ||
      staffRolesOf((route.config as { access?: Access } | undefined)?.access) === undefined;
    const transform = (input: TransformInput) =>
      listed(input.route) ? jsonSchemaTransform(input) : { schema: { hide: true }, url: input.url };

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
      transform,
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
