import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import type { Profile } from "#contracts/identity.ts";
import { useLocale } from "#web/lib/locale.ts";
import { pathTo, type PageName } from "#web/routing/site-map.ts";

/** The header's user dropdown: profile and logout (a real POST, so it also ends the session on the server). */
export function UserMenu({ user, profilePage }: { user: Profile; profilePage: PageName }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton data-testid="user-menu">
          {/* The name comes from the content, so it always contains what is shown (the initial is decoration). */}
          <Group gap="xs" wrap="nowrap" aria-hidden>
            <Avatar color="ocean" radius="xl" size={32} aria-hidden>
              {user.full_name.trim().charAt(0).toUpperCase()}
            </Avatar>
            <Text size="sm" fw={500} className="user-menu-name">
              {user.full_name}
            </Text>
          </Group>
          <VisuallyHidden>{t("account.userMenuOf", { name: user.full_name })}</VisuallyHidden>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={pathTo(locale, profilePage)}>
          {t("account.profile")}
        </Menu.Item>
        <Form method="post" action={pathTo(locale, "logout")}>
          <Menu.Item component="button" type="submit" data-testid="logout">
            {t("account.logout")}
          </Menu.Item>
        </Form>
      </Menu.Dropdown>
    </Menu>
  );
}
