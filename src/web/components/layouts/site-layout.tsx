import { Outlet, useLocation } from "react-router";
import { SiteFrame } from "./SiteFrame.tsx";

/** Layout route of the public site and the sign-in pages. */
export default function SiteLayout() {
  const { pathname } = useLocation();
  return (
    <SiteFrame>
      <div key={pathname} className="page-transition">
        <Outlet />
      </div>
    </SiteFrame>
  );
}
