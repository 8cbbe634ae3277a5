import { ReplyChannelProvider } from '../channel/reply-channel-context.tsx';
import { EditReplyRoute, NewReplyRoute } from './reply-route.tsx';
import { AddReplyTemplateRoute, EditReplyTemplateRoute } from './reply-template-edit-route.tsx';
import { ReplyTemplatesRoute } from './reply-templates-route.tsx';
import { ReportsRoute } from './reports-route.tsx';

// The Facebook reply screens, for the Instagram account chosen in the switcher (spec section 2, /dashboard/instagram).

/** /dashboard/instagram/reply/{mediaId}: a new campaign on a post or reel. */
export function InstagramNewReplyRoute() {
  return (
    <ReplyChannelProvider channel="instagram">
      <NewReplyRoute />
    </ReplyChannelProvider>
  );
}

/** /dashboard/instagram/reply/{campaignId}/edit. */
export function InstagramEditReplyRoute() {
  return (
    <ReplyChannelProvider channel="instagram">
      <EditReplyRoute />
    </ReplyChannelProvider>
  );
}

/** /dashboard/instagram/reports: per account and per campaign. */
export function InstagramReportsRoute() {
  return (
    <ReplyChannelProvider channel="instagram">
      <ReportsRoute />
    </ReplyChannelProvider>
  );
}

/** /dashboard/instagram/templates: the account's private reply templates. */
export function InstagramReplyTemplatesRoute() {
  return (
    <ReplyChannelProvider channel="instagram">
      <ReplyTemplatesRoute />
    </ReplyChannelProvider>
  );
}

/** /dashboard/instagram/replies/add-template. */
export function InstagramAddReplyTemplateRoute() {
  return (
    <ReplyChannelProvider channel="instagram">
      <AddReplyTemplateRoute />
    </ReplyChannelProvider>
  );
}

/** /dashboard/instagram/replies/edit-template/{id}. */
export function InstagramEditReplyTemplateRoute() {
  return (
    <ReplyChannelProvider channel="instagram">
      <EditReplyTemplateRoute />
    </ReplyChannelProvider>
  );
}
