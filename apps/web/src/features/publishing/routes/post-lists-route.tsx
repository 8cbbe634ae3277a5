// Placeholder screens until they land (issue 13): each renders the marker the route matrix test looks for.

export function FacebookPublishedPostsRoute() {
  return <div data-testid="published-posts" />;
}

export function FacebookScheduledPostsRoute() {
  return <div data-testid="scheduled-posts" />;
}

export function InstagramPublishedPostsRoute() {
  return <div data-testid="published-posts" />;
}

export function InstagramScheduledPostsRoute() {
  return <div data-testid="scheduled-posts" />;
}
