import { z } from 'zod';

export const healthSchema = z.object({
  status: z.literal('ok'),
  meta: z.object({
    mode: z.enum(['simulator', 'live']),
    graph_url: z.string(),
    sim_url: z.string().nullable(),
  }),
});
export type Health = z.infer<typeof healthSchema>;
