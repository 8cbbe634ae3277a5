import type { JobQueue } from './platform/queue/job-queue.ts';
import type { Services } from './app.ts';

/** The worker side: every job handler and schedule, in one place. */
export async function registerJobs(queue: JobQueue, services: Services) {
  await queue.work('maintenance.purge-expired', () => services.auth.purgeExpired());
  await queue.schedule('maintenance.purge-expired', '17 * * * *', {});
  await queue.work('webhooks.process-event', ({ eventId }) => services.dispatcher.processEvent(eventId));
  await queue.work('webhooks.sweep', async () => {
    await services.dispatcher.sweep();
  });
  await queue.schedule('webhooks.sweep', '* * * * *', {});
  await queue.work('replies.send', ({ actionId }) => services.replyEngine.sendAction(actionId));
  await queue.work('replies.answer-old', ({ campaignId }) => services.replyEngine.answerOldComments(campaignId));
  await queue.work('replies.sweep', () => services.replyEngine.sweep());
  await queue.schedule('replies.sweep', '* * * * *', {});
}
