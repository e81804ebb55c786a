/**
 * The thin bar at the top of the window while a page's code and catalogs load (the suspense fallback
 * of the layout, so it shows on every route change that has to wait), with the spinner in the page.
 */
export function RouteProgress() {
  return <div className="spm-route-progress" role="progressbar" data-testid="route-progress" />;
}
