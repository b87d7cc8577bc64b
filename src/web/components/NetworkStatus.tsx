import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

/** Tells the visitor when the connection drops, and briefly when it is back. */
export function NetworkStatus() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<"online" | "offline" | "back">("online");

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const offline = () => {
      clearTimeout(timer);
      setStatus("offline");
    };
    const online = () => {
      setStatus("back");
      timer = setTimeout(() => setStatus("online"), 4000);
    };
    if (!navigator.onLine) offline();
    window.addEventListener("offline", offline);
    window.addEventListener("online", online);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("offline", offline);
      window.removeEventListener("online", online);
    };
  }, []);

  return (
    <div role="status" aria-live="polite" className="network-status" data-status={status} data-testid="network-status">
      {status === "offline" ? t("network.offline") : status === "back" ? t("network.online") : null}
    </div>
  );
}
