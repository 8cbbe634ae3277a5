// Placeholder screens until they land (issue 13): each renders the marker the route matrix test looks for.

export function HashtagSearchRoute() {
  return <div data-testid="hashtag-search" />;
}
