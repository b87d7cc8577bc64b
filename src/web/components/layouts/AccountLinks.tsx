import { Button } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Form, useRouteLoaderData } from "react-router";
import { useLocale } from "#web/lib/locale.ts";
import { pathTo, type PageName } from "#web/routing/site-map.ts";
import { PageLink } from "../PageLink.tsx";

/** The header's signed-in visitor (from the site layout's loader): a name and the page of their area, by role. */
export type SiteAccount = { name: string; area: PageName };

/**
 * The public header's way in: "Sign in" and "Register" for a visitor, "My account" (their area, by role) and
 * "Sign out" for someone signed in. Signing out is a real POST, so it ends the session on the server too.
 */
export function AccountLinks({ layout, onNavigate }: { layout: "header" | "drawer"; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const account = useRouteLoaderData<{ account: SiteAccount | null }>("components/layouts/site-layout")?.account;
  const wrapperClass = layout === "header" ? "row nowrap gap-sm" : "stack gap-sm";
  const full = layout === "drawer";
  if (account) {
    return (
      <div className={wrapperClass} data-testid={`account-links-${layout}`}>
        <Button component={PageLink} page={account.area} variant="light" size="sm" fullWidth={full} onClick={onNavigate}>
          {t("nav.myAccount")}
        </Button>
        <Form method="post" action={pathTo(locale, "logout")}>
          <Button type="submit" variant="subtle" size="sm" fullWidth={full} onClick={onNavigate} data-testid={`site-logout-${layout}`}>
            {t("account.logout")}
          </Button>
        </Form>
      </div>
    );
  }
  return (
    <div className={wrapperClass} data-testid={`account-links-${layout}`}>
      <PageLink page="userLogin" className="text link semibold mantine-focus-auto" onClick={onNavigate}>
        {t("nav.signIn")}
      </PageLink>
      <Button component={PageLink} page="register" size="sm" fullWidth={full} onClick={onNavigate}>
        {t("nav.register")}
      </Button>
    </div>
  );
}
