import { useEffect } from 'react';
import { useCurrentRoute } from './current-route.ts';

const PRODUCT_NAME = 'Back office';

/** The browser tab names the page shown, so history and tabs stay readable. */
export function DocumentTitle(): null {
  const route = useCurrentRoute();
  useEffect(() => {
    document.title = route ? `${route.title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [route]);
  return null;
}
