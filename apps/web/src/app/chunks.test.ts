import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { layoutIcons, layoutIconsChunk, startupChunk } from '../../build/chunks';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const modules = '/repo/node_modules/@ant-design';
const icon = (name: string) => `${modules}/icons/es/icons/${name}.js`;
/** A chunking context whose only graph fact is the importers of each module. */
const graph = (importers: Record<string, string[]>) => ({
  getModuleInfo: (id: string) => ({ importers: importers[id] ?? [] }) as never,
});

describe('layout icons', () => {
  const icons = layoutIcons(src);

  it('holds the icons of the menu and the layout', () => {
    // the dashboard's menu icon (app/routes.tsx), the sidebar's fold icon (layout/Navbar.tsx)
    expect(icons.has('DashboardOutlined')).toBe(true);
    expect(icons.has('MenuFoldOutlined')).toBe(true);
  });

  it('leaves out the icons that a screen outside the layout shows', () => {
    // the login page's user and password icons, the forced password change's sign-out icon
    expect(icons.has('UserOutlined')).toBe(false);
    expect(icons.has('LockOutlined')).toBe(false);
    expect(icons.has('LogoutOutlined')).toBe(false);
  });

  it('names a layout icon imported through the package index, not one that antd imports itself', () => {
    const name = layoutIconsChunk(src);
    const index = `${modules}/icons/es/icons/index.js`;
    const context = graph({
      [icon('DashboardOutlined')]: [index],
      [icon('MenuFoldOutlined')]: [index, '/repo/node_modules/antd/es/layout/Sider.js'],
    });
    expect(name(icon('DashboardOutlined'), context)).toBe('layout-icons');
    expect(name(icon('MenuFoldOutlined'), context)).toBeNull();
    expect(name(icon('UserOutlined'), graph({ [icon('UserOutlined')]: [index] }))).toBeNull();
  });
});

describe('start-up chunk', () => {
  it('holds what every icon renders with, not the icons', () => {
    expect(startupChunk(`${modules}/icons/es/components/AntdIcon.js`)).toBe('startup');
    expect(startupChunk(`${modules}/icons/es/utils.js`)).toBe('startup');
    expect(startupChunk(icon('UserOutlined'))).toBeNull();
    expect(startupChunk(`${modules}/icons/es/icons/index.js`)).toBeNull();
  });
});
