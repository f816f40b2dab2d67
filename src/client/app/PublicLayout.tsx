import { Outlet } from './routing';
import { PublicHeader } from './shell/PublicHeader';

/** Landing page and 404: the public header over the page. */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader />
      <Outlet />
    </div>
  );
}
