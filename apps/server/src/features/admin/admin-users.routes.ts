import { z } from 'zod';
import { errorBodySchema } from '@app/contract';
import type { ZodApp } from '../../platform/http/zod-app.ts';
import type { createAdminUsersRepository } from './admin-users.repository.ts';

const adminUserSchema = z.object({
  id: z.number(),
  username: z.string(),
  name: z.string(),
  admin: z.boolean(),
  referral: z.boolean(),
  pages_count: z.number(),
});

export async function adminUsersRoutes(
  app: ZodApp,
  { adminUsers }: { adminUsers: ReturnType<typeof createAdminUsersRepository> },
) {
  app.get('/api/admin/users', {
    config: { access: 'admin' },
    schema: {
      tags: ['admin'],
      summary: 'Search users by username or name (30 at most by default)',
      querystring: z.object({
        search: z.string().trim().max(100).default(''),
        limit: z.coerce.number().int().min(1).max(100).default(30),
      }),
      response: { 200: z.object({ data: z.array(adminUserSchema) }), 401: errorBodySchema, 403: errorBodySchema },
    },
    handler: async (request) => ({ data: await adminUsers.search(request.query.search, request.query.limit) }),
  });
}
