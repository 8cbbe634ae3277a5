// The seller's home (`/dashboard`): the business of the current page or Instagram account at a glance.
import { z } from 'zod';

/** The figures the home compares, this business week against the last (`home_daily_figures.figure`). */
export const homeFigureNames = [
  'comments_answered',
  'private_replies',
  'messages_received',
  'messages_sent',
  'bot_answers',
  'posts_published',
  'orders',
] as const;
export type HomeFigureName = (typeof homeFigureNames)[number];

export const homeQuerySchema = z.object({
  /** Whose home: the page of the page-id header (default) or the Instagram account of the insta-id header. */
  channel: z.enum(['fb', 'instagram']).default('fb'),
});

const weekFigureSchema = z.object({ this_week: z.number().int(), last_week: z.number().int() });

/** Why a campaign needs the owner: stopped by an error, the plan's monthly limit reached, or its page paused. */
export const campaignAttentionReasons = ['error', 'limit', 'page_paused'] as const;

export const homeSchema = z.object({
  /** The business week's first day (Saturday, YYYY-MM-DD in the business time zone) and last week's. */
  week_start: z.string(),
  last_week_start: z.string(),
  figures: z.record(z.enum(homeFigureNames), weekFigureSchema),
  /** Comment → private reply → order form opened → order, this week (the reply reports' funnel). */
  funnel: z.object({
    comments: z.number().int(),
    private_sent: z.number().int(),
    forms_opened: z.number().int(),
    orders: z.number().int(),
  }),
  /** This week and last, per business day: for the chart. */
  days: z.array(
    z.object({
      day: z.string(),
      comments_answered: z.number().int(),
      messages_received: z.number().int(),
      orders: z.number().int(),
    }),
  ),
  next_posts: z.array(
    z.object({ id: z.number().int(), message: z.string(), post_type: z.string(), scheduled_at: z.string() }),
  ),
  campaigns_needing_attention: z.array(
    z.object({ id: z.number().int(), name: z.string(), reason: z.enum(campaignAttentionReasons) }),
  ),
  plan: z.object({ name: z.string().nullable(), expires_at: z.string().nullable(), active: z.boolean() }),
});
export type Home = z.infer<typeof homeSchema>;
