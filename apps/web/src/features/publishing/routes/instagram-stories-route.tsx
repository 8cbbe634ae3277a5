// Placeholder screens until they land (issue 13): each renders the marker the route matrix test looks for.

export function InstagramStoriesRoute() {
  return <div data-testid="instagram-stories" />;
}
