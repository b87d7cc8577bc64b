import { Drawer, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { AccountLinks } from "./AccountLinks.tsx";
import { NavItems } from "./NavItems.tsx";

/** The navigation and account links in a drawer, for small screens (loaded when the burger is first pressed). */
export default function MobileMenu({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer opened={opened} onClose={onClose} title={t("site.shortName")} hiddenFrom="md" size="xs" closeButtonProps={{ "aria-label": t("nav.closeMenu") }}>
      <Stack gap="lg">
        <Stack component="nav" aria-label={t("nav.label")}>
          <NavItems onNavigate={onClose} />
        </Stack>
        <AccountLinks layout="drawer" onNavigate={onClose} />
      </Stack>
    </Drawer>
  );
}
