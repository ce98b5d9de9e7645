import { can, menuFor, type Admin, type MenuItem, type MenuSection } from '@bo/contract';
import { Menu, Menubar } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';

/**
 * The horizontal menu (spec 01 §2.5, 03 §2): one dropdown per group, Monitoring's subgroups as
 * submenus, only entries the admin may open. Hidden detail pages never appear.
 */
/**
 * Long groups scroll inside their dropdown. Not a dropdown holding submenus: a scrolling parent
 * would clip the submenus it positions.
 */
const SCROLLABLE = { mah: '75vh', style: { overflowY: 'auto' } } as const;

export function MainMenu({ admin }: { admin: Admin }) {
  const groups = useMemo(() => menuFor((_name, route) => can(admin, route.permission)), [admin]);

  return (
    <Menubar aria-label="Main menu" style={{ flexWrap: 'wrap' }}>
      {groups.map((group) => (
        <Menubar.Menu key={group.key} position="bottom-start" shadow="md" width={240}>
          <Menubar.Target>
            {group.title} <IconChevronDown size={14} aria-hidden style={{ marginLeft: 4, verticalAlign: 'middle' }} />
          </Menubar.Target>
          <Menubar.Dropdown {...(group.subgroups.length === 0 ? SCROLLABLE : {})}>
            {group.subgroups.map((subgroup) => (
              <SubMenu key={subgroup.key} section={subgroup} />
            ))}
            {group.subgroups.length > 0 && group.items.length > 0 && <Menu.Divider />}
            {group.items.map((item) => (
              <MenuLink key={item.name} item={item} />
            ))}
          </Menubar.Dropdown>
        </Menubar.Menu>
      ))}
    </Menubar>
  );
}

function SubMenu({ section }: { section: MenuSection }) {
  return (
    <Menu.Sub>
      <Menu.Sub.Target>
        <Menu.Sub.Item>{section.title}</Menu.Sub.Item>
      </Menu.Sub.Target>
      <Menu.Sub.Dropdown {...SCROLLABLE}>
        {section.items.map((item) => (
          <MenuLink key={item.name} item={item} />
        ))}
      </Menu.Sub.Dropdown>
    </Menu.Sub>
  );
}

function MenuLink({ item }: { item: MenuItem }) {
  return (
    <Menu.Item component={Link} to={item.to}>
      {item.title}
    </Menu.Item>
  );
}
