import { can, menuFor, type MenuItem } from '@bo/contract';
import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useAdmin } from '../../features/auth/session-store.ts';

/** Greeting and the admin's permitted menu as cards of real links. */
export default function DashboardPage() {
  const admin = useAdmin();
  const groups = useMemo(() => (admin ? menuFor((_name, route) => can(admin, route.permission)) : []), [admin]);
  if (!admin) return null;

  return (
    <Stack gap="lg">
      <Title order={2}>Hello, {admin.name}</Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3, xl: 4 }} spacing="md">
        {groups.map((group) => (
          <Card key={group.key} withBorder padding="md" component="section" aria-label={group.title}>
            <Title order={4} mb="xs">
              {group.title}
            </Title>
            <Stack gap={4}>
              {group.subgroups.map((subgroup) => (
                <Stack key={subgroup.key} gap={2} mb={4}>
                  <Text size="xs" tt="uppercase" c="dimmed" fw={600}>
                    {subgroup.title}
                  </Text>
                  <Links items={subgroup.items} />
                </Stack>
              ))}
              <Links items={group.items} />
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function Links({ items }: { items: MenuItem[] }) {
  return items.map((item) => (
    <Anchor key={item.name} component={Link} to={item.to} size="sm">
      {item.title}
    </Anchor>
  ));
}
