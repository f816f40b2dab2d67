import { Outlet } from './routing';
import { PublicHeader } from './shell/PublicHeader';
import { SiteFooter } from './shell/SiteFooter';

/** Landing page, information pages and 404: the public header over the page, the site's footer under it. */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader />
      <Outlet />
      <SiteFooter />
    </div>
  );
}
