import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Endpoint } from '@app/contract';
import { formFieldsOf } from './multipart-form.ts';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** The documented form of a multipart endpoint: its fields, and each file as binary content. */
function multipartBodyOf(multipart: NonNullable<Endpoint['multipart']>) {
  const files = Object.fromEntries(
    Object.entries(multipart.files).map(([name, file]) => [
      name,
      z
        .string()
        .optional()
        .meta({ format: 'binary', description: `${file.description}. Allowed: ${file.extensions.join(', ')}` }),
    ]),
  );
  return z.object({ ...formFieldsOf(multipart.fields), ...files });
}

/** Zod schemas to JSON Schema for OpenAPI, with a request body for multipart endpoints too. */
export function openApiTransform(input: TransformInput) {
  const endpoint = (input.route.config as { endpoint?: Endpoint } | undefined)?.endpoint;
  const transformed = endpoint?.multipart
    ? jsonSchemaTransform({ ...input, schema: { ...input.schema, body: multipartBodyOf(endpoint.multipart) } })
    : jsonSchemaTransform(input);
  // OpenAPI has no optional path segments: `/posts/{pageId}?` is documented as `/posts/{pageId}`.
  return { ...transformed, url: transformed.url.replace(/\?$/, '') };
}
