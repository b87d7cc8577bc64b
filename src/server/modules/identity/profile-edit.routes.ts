import {
  getAuthProfileIdImagesSide,
  postAuthProfile,
  postAuthProfileIdImages,
  postAuthProfilePhone,
  postAuthProfilePhoneConfirm,
} from "#contracts/identity.operations.ts";
import type { ApiRouter } from "#server/http/api.ts";
import { readUpload } from "#server/http/multipart.ts";
import { confirmPhoneChange, requestPhoneChange } from "./phone-change.service.ts";
import { attachIdImage, discardIdImage, openIdImage, storeIdImage, updateProfile } from "./profile-edit.service.ts";

export function profileRoutes(api: ApiRouter) {
  api.handle(postAuthProfile, async ({ body, user, c }) => ({ data: await updateProfile(c.var.deps, user, body), messageKey: "messages.profileUpdated" }));

  api.handle(postAuthProfilePhone, async ({ body, user, c }) => ({
    data: await requestPhoneChange(c.var.deps, user, body.phone_number, c.var.locale),
    messageKey: "messages.phoneCodeSent",
  }));

  api.handle(postAuthProfilePhoneConfirm, async ({ body, user, c }) => ({
    data: await confirmPhoneChange(c.var.deps, user, body.code, c.var.locale),
    messageKey: "messages.phoneChanged",
  }));

  api.handle(postAuthProfileIdImages, async ({ user, c }) => {
    const deps = c.var.deps;
    const upload = await readUpload(c, {
      fileField: "file",
      fields: ["side"],
      maxBodyBytes: postAuthProfileIdImages.multipart.maxBytes,
      onFile: (stream) => storeIdImage(deps, stream),
      discard: (file) => discardIdImage(deps, file),
    });
    return { data: await attachIdImage(deps, user, upload), messageKey: "messages.idImageUploaded" };
  });

  api.handle(getAuthProfileIdImagesSide, async ({ params: { side }, query, user, c }) => {
    const image = await openIdImage(c.var.deps, user, side, query.user_id);
    return c.body(image.stream, 200, {
      "Content-Type": image.contentType,
      "Content-Length": String(image.bytes),
      "Content-Disposition": `inline; filename="id-${side}.${image.id.split(".").pop()}"`,
      "Cache-Control": "private, no-store",
    });
  });
}
