import { can, menuFor, type Admin, type MenuGroup, type MenuItem, type MenuSection } from '@bo/contract';
import { Box, Button, Menu, Menubar } from '@mantine/core';
import { IconChevronDown, IconDots, IconMenu2 } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useFittingCount } from './use-fitting-count.ts';

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

export const MORE_LABEL = 'More';
/** A group's title and chevron on one line, never squeezed: the groups that do not fit go under More. */
const NO_WRAP = { whiteSpace: 'nowrap', flexShrink: 0 } as const;

export function MainMenu({ admin }: { admin: Admin }) {
  const groups = useMemo(() => menuFor((_name, route) => can(admin, route.permission)), [admin]);
  // One line at any width: the groups that fit stay on the bar, the rest go under 'More' (issue 19's note on 1440 px).
  const keys = useMemo(() => groups.map((group) => group.key), [groups]);
  const { containerRef, shown } = useFittingCount(keys);
  const rest = groups.slice(shown);

  return (
    <>
      <Box ref={containerRef} visibleFrom={MENU_FOLDS_BELOW} style={{ flex: 1, minWidth: 0, overflow: 'hidden' }}>
        <Menubar aria-label="Main menu" style={{ flexWrap: 'nowrap' }}>
          <MenuGroups groups={groups.slice(0, shown)} />
          {rest.length > 0 && (
            <Menubar.Menu position="bottom-end" shadow="md" width={240}>
              <Menubar.Target data-fit-more style={NO_WRAP}>
                <IconDots size={14} aria-hidden style={{ marginRight: 4, verticalAlign: 'middle' }} />
                {MORE_LABEL}
              </Menubar.Target>
              <Menubar.Dropdown>
                <GroupSubmenus groups={rest} />
              </Menubar.Dropdown>
            </Menubar.Menu>
          )}
        </Menubar>
      </Box>
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
        <GroupSubmenus groups={groups} />
      </Menu.Dropdown>
    </Menu>
  );
}

/** Each group as a submenu: the folded menu's whole content, and 'More' on a bar too narrow for every group. */
function GroupSubmenus({ groups }: { groups: MenuGroup[] }) {
  return groups.map((group) => (
    <Menu.Sub key={group.key} position="right-start" width={240}>
      <Menu.Sub.Target>
        <Menu.Sub.Item>{group.title}</Menu.Sub.Item>
      </Menu.Sub.Target>
      <Menu.Sub.Dropdown {...(group.subgroups.length === 0 ? SCROLLABLE : {})}>
        <GroupEntries group={group} />
      </Menu.Sub.Dropdown>
    </Menu.Sub>
  ));
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
          <Menubar.Target data-fit-item={group.key} style={NO_WRAP}>
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
