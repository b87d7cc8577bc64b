import { ControlRoom } from "#web/features/control-room/ControlRoom.tsx";
import { controlRoomAction, loadControlRoom } from "#web/features/control-room/control-room.server.ts";
import { apiClient } from "#web/lib/api.server.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { localeOfRequest } from "#web/routing/site-map.ts";
import type { Route } from "./+types/controller.ts";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location, (t) => t("controlRoom.title"));

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadControlRoom(apiClient(context, localeOfRequest(request)), request);
}

export async function action({ request, context }: Route.ActionArgs) {
  return controlRoomAction(apiClient(context, localeOfRequest(request)), await request.formData());
}

/** The spec's "control" page: the frame of docs/control-room.md with each domain's panel. */
export default function Controller({ loaderData }: Route.ComponentProps) {
  return <ControlRoom room={loaderData.room} panels={loaderData.panels} />;
}
