import { page } from '../define.ts';
import type { RouteDef } from '../types.ts';

/** Reviews and logs (specification 01, 2.3, tenth bullet). */
export const reviewLogRoutes: readonly RouteDef[] = [
  page('/user-reviews', 'User Reviews', 'users'),
  page('/user-status-changes', 'User Status Changes', 'log'),
  page('/user-status-changes-new', 'User Status Changes (New)', 'log'),
  page('/survey-attacks-open-ends', 'Survey Attacks Open Ends', 'quality'),
  page('/app-country-source-config', 'App Country Source Config', 'config'),
  page('/support-user-reviews', 'Support User Reviews', 'users'),
  page('/user-filter-search', 'User Filter Search', 'users'),
  page('/users-by-source', 'Users by Source', 'users'),
  page('/dev-logs', 'Dev Logs', 'log'),
  page('/shell-logs', 'Shell Logs', 'log'),
  page('/system-logs', 'System Logs', 'log'),
  page('/reconciliation-logs', 'Reconciliation Logs', 'log'),
];

/** Clicks and others (specification 01, 2.3, eleventh bullet). */
export const clickRoutes: readonly RouteDef[] = [
  // One route with an optional click id: the menu links to /clicks, a quick link may add the id.
  page('/clicks/:clickId?', 'Clicks', 'activity'),
  page('/click-tickets', 'Click Tickets', 'activity'),
  page('/completes', 'Completes', 'activity'),
  page('/user-profilings', 'User Profilings', 'users'),
  page('/source-extension', 'Source Extension', 'log'),
  page('/system-alerts', 'System Alerts', 'monitoring'),
  page('/router-logs', 'Router Logs', 'log'),
  page('/research-defender-log', 'Research Defender Log', 'quality'),
  page('/cint-delivery-share', 'Cint Delivery Share', 'monitoring.statistics'),
];
