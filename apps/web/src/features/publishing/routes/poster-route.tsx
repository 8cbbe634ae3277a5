// Placeholder screens until they land (issue 13): each renders the marker the route matrix test looks for.

export function FacebookPosterRoute() {
  return <div data-testid="poster-form" />;
}

export function InstagramPosterRoute() {
  return <div data-testid="poster-form" />;
}
