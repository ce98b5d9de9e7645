/**
 * The route-name rule (common brief): the path's static part without the leading slash, '-' and '/'
 * turned into '_'; '/' is the dashboard. Detail pages name themselves `<entity>_details` instead.
 */
export function routeNameFromPath(path: string): string {
  const staticPart = path
    .split('/')
    .filter((segment) => segment !== '' && !segment.startsWith(':'))
    .join('/');
  return staticPart === '' ? 'dashboard' : staticPart.replace(/[-/]/g, '_');
}

/** Names of the params of a React Router path, `optional` for `:name?`. */
export function pathParams(path: string): { name: string; optional: boolean }[] {
  return path
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => ({ name: segment.slice(1).replace(/\?$/, ''), optional: segment.endsWith('?') }));
}
