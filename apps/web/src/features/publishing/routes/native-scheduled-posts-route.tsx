// Placeholder screens until they land (issue 13): each renders the marker the route matrix test looks for.

export function NativeScheduledPostsRoute() {
  return <div data-testid="native-scheduled-posts" />;
}
