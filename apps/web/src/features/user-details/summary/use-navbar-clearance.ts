import { useEffect, useState } from 'react';
import { TOP_NAVBAR_ID } from '../../../layout/top-navbar-id.ts';

const GAP_PX = 8;
/** Until measured: the navbar on one line (sticky at 8 px, about 50 px high). */
const ONE_LINE_NAVBAR_CLEARANCE_PX = 66;

/**
 * Where something sticky must stop to stay clear of the floating navbar: its sticky top plus its
 * height, followed as the navbar's menu wraps onto more lines or folds with the window's width.
 */
export function useNavbarClearance(): number {
  const [clearance, setClearance] = useState(ONE_LINE_NAVBAR_CLEARANCE_PX);
  useEffect(() => {
    const navbar = document.getElementById(TOP_NAVBAR_ID);
    if (!navbar) return;
    const measure = () => setClearance((Number.parseFloat(getComputedStyle(navbar).top) || 0) + navbar.offsetHeight + GAP_PX);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(navbar);
    return () => observer.disconnect();
  }, []);
  return clearance;
}
