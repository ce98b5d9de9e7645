import { Anchor, Button, Group, Paper, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { useCurrentRoute } from '../../../routing/current-route.ts';
import { useAdmin } from '../../auth/session-store.ts';
import { useSurveyBasic } from '../api/survey-basic.ts';
import { QuickLinkModalView } from './QuickLinksModals.tsx';
import { quickLinkHeading, resolveQuickLinks } from './quick-link-resolve.ts';
import { panelAfterNavigation } from './quick-link-scope.ts';
import { quickLinkStore, useQuickLinkPanel } from './quick-link-store.ts';
import type { QuickLinkModal, QuickLinkPanel } from './quick-link-types.ts';
import { QUICK_LINKS } from './quick-links.ts';

/** Opens the bar on routes flagged main and keeps or clears it on every navigation (specification 01, 2.1). */
function useQuickLinkScope(): void {
  const route = useCurrentRoute();
  // The layout sits above the page's route: the deepest match carries the page's params.
  const params = useMatches().at(-1)?.params ?? {};
  const location = useLocation();
  useEffect(() => {
    quickLinkStore.set(panelAfterNavigation(quickLinkStore.get(), route, params, new URLSearchParams(location.search)));
    // Every navigation, and only then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
}

/**
 * The quick-links bar of specification 01, 2.6, mounted once in the signed-in layout: the heading
 * by model, only the links the admin may use (route links open a new tab), and the bar's modals.
 */
export function QuickLinksBar() {
  useQuickLinkScope();
  const panel = useQuickLinkPanel();
  if (!panel) return null;
  return <QuickLinksPanel key={`${panel.model}:${panel.id}`} panel={panel} />;
}

function QuickLinksPanel({ panel }: { panel: QuickLinkPanel }) {
  const admin = useAdmin();
  const route = useCurrentRoute();
  const [modal, setModal] = useState<QuickLinkModal | null>(null);
  // The entry links log depends on the survey's supplier; the survey's card call says which.
  const survey = useSurveyBasic(panel.id, panel.model === 'survey');
  const supplierId = panel.model === 'survey' ? (survey.data?.survey.supplier_id ?? null) : null;

  const links = useMemo(() => {
    if (!admin) return [];
    const context = { ...panel, currentRouteName: route?.name ?? null, supplierId };
    return resolveQuickLinks(QUICK_LINKS[panel.model] ?? [], admin, context, Date.now());
  }, [admin, panel, route?.name, supplierId]);
  const heading = quickLinkHeading(panel);

  return (
    <Paper withBorder px="md" py="xs" mb="md" component="nav" aria-label="Quick links">
      <Group gap="sm" wrap="wrap">
        {heading && (
          <Text fw={700} size="sm">
            {heading}
          </Text>
        )}
        {links.map((link) => {
          if (link.kind === 'function') {
            return (
              <Button key={link.name} size="compact-sm" variant="light" onClick={() => setModal(link.modal)}>
                {link.title}
              </Button>
            );
          }
          if (!link.href) {
            return (
              <Text key={link.name} size="sm" c="dimmed">
                {link.title}
              </Text>
            );
          }
          return (
            <Anchor key={link.name} href={link.href} target="_blank" rel="noopener noreferrer" size="sm">
              {link.title}
              {link.kind === 'external' && <IconExternalLink size={12} style={{ marginLeft: 2 }} aria-hidden />}
            </Anchor>
          );
        })}
      </Group>
      <QuickLinkModalView modal={modal} id={panel.id} onClose={() => setModal(null)} />
    </Paper>
  );
}
