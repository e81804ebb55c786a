import { Button, type ButtonProps } from 'antd';
import { usePermissions } from '../app/auth/session';

/** `useCan()('notice:add')`: is the permission code granted to the signed-in user? */
export const useCan = usePermissions;

/** A button that is not rendered when the user lacks `code` (`<page>:<action>`, spec §6). */
export function PermissionButton({ code, ...props }: ButtonProps & { code: string }) {
  const can = usePermissions();
  if (!can(code)) return null;
  return <Button {...props} />;
}

/** Renders children only when the permission is granted. */
export function Permitted({ code, children }: { code: string; children: React.ReactNode }) {
  const can = usePermissions();
  return can(code) ? children : null;
}
