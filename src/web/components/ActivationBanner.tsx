import { Alert, Anchor, Button, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { PageLink } from "#web/components/PageLink.tsx";
import { useLocale } from "#web/lib/locale.ts";
import { pathTo } from "#web/routing/site-map.ts";

/**
 * Above every page of the user area while the account is not activated: what that blocks, a link to type the
 * code, and "send a new code" (posted to the activation page, which shows the result or how long to wait).
 */
export function ActivationBanner() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Alert color="yellow" role="note" mb="lg" maw={960} data-testid="activation-banner">
      <Text size="sm">{t("account.notActivated")}</Text>
      <Group gap="md" mt="xs">
        <Anchor component={PageLink} page="activate" fw={600} size="sm" underline="always">
          {t("account.activateNow")}
        </Anchor>
        <Form method="post" action={pathTo(locale, "activate")}>
          <input type="hidden" name="intent" value="resend" />
          <Button type="submit" variant="subtle" size="compact-sm">
            {t("activation.resend")}
          </Button>
        </Form>
      </Group>
    </Alert>
  );
}
