import { can, menuFor, type Admin, type MenuGroup, type MenuItem, type MenuSection } from '@bo/contract';
import { Button, Menu, Menubar } from '@mantine/core';
import { IconChevronDown, IconMenu2 } from '@tabler/icons-react';
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

/** Below this width the groups do not fit on one line: the menu folds into one 'Menu' button (issue 19). */
export const MENU_FOLDS_BELOW = 'lg';

export function MainMenu({ admin }: { admin: Admin }) {
  const groups = useMemo(() => menuFor((_name, route) => can(admin, route.permission)), [admin]);

  return (
    <>
      <Menubar aria-label="Main menu" style={{ flexWrap: 'wrap' }} visibleFrom={MENU_FOLDS_BELOW}>
        <MenuGroups groups={groups} />
      </Menubar>
      <FoldedMenu groups={groups} />
    </>
  );
}

/** The whole menu behind one button, each group a submenu: one line of navbar on a narrow window. */
function FoldedMenu({ groups }: { groups: MenuGroup[] }) {
  return (
    <Menu position="bottom-start" shadow="md" width={240}>
      <Menu.Target>
        <Button variant="subtle" color="gray" size="sm" leftSection={<IconMenu2 size={16} />} hiddenFrom={MENU_FOLDS_BELOW}>
          Menu
        </Button>
      </Menu.Target>
      <Menu.Dropdown aria-label="Main menu">
        {groups.map((group) => (
          <Menu.Sub key={group.key} position="right-start" width={240}>
            <Menu.Sub.Target>
              <Menu.Sub.Item>{group.title}</Menu.Sub.Item>
            </Menu.Sub.Target>
            <Menu.Sub.Dropdown {...(group.subgroups.length === 0 ? SCROLLABLE : {})}>
              <GroupEntries group={group} />
            </Menu.Sub.Dropdown>
          </Menu.Sub>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

function GroupEntries({ group }: { group: MenuGroup }) {
  return (
    <>
      {group.subgroups.map((subgroup) => (
        <SubMenu key={subgroup.key} section={subgroup} />
      ))}
      {group.subgroups.length > 0 && group.items.length > 0 && <Menu.Divider />}
      {group.items.map((item) => (
        <MenuLink key={item.name} item={item} />
      ))}
    </>
  );
}

function MenuGroups({ groups }: { groups: MenuGroup[] }) {
  return (
    <>
      {groups.map((group) => (
        <Menubar.Menu key={group.key} position="bottom-start" shadow="md" width={240}>
          <Menubar.Target>
            {group.title} <IconChevronDown size={14} aria-hidden style={{ marginLeft: 4, verticalAlign: 'middle' }} />
          </Menubar.Target>
          <Menubar.Dropdown {...(group.subgroups.length === 0 ? SCROLLABLE : {})}>
            <GroupEntries group={group} />
          </Menubar.Dropdown>
        </Menubar.Menu>
      ))}
    </>
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
