import { z } from "zod";
import { successBody } from "#contracts/envelope.ts";
import { profile, roles } from "#contracts/identity.ts";
import {
  ID_IMAGE_MAX_BYTES,
  idImageSides,
  idImageTypes,
  idImageUploaded,
  idImageUploadForm,
  phoneChangeConfirmInput,
  phoneChangeInput,
  phoneChangeRequested,
  profileUpdateInput,
} from "#contracts/profile.ts";
import type { ApiRouter } from "#server/http/api.ts";
import { MULTIPART_OVERHEAD_BYTES, readUpload } from "#server/http/multipart.ts";
import { confirmPhoneChange, requestPhoneChange } from "./phone-change.service.ts";
import { attachIdImage, discardIdImage, openIdImage, storeIdImage, updateProfile } from "./profile-edit.service.ts";

const UPLOAD_MAX_BYTES = ID_IMAGE_MAX_BYTES + MULTIPART_OVERHEAD_BYTES;

export function profileRoutes(api: ApiRouter) {
  api.route(
    {
      method: "post",
      paths: ["/auth/profile"],
      tag: "Authentication",
      summary:
        "Change the signed-in person's profile: what is sent changes, what is left out stays. Investors also keep their KYC fields here; the e-mail cannot be changed, the ID images come from the upload.",
      access: roles,
      body: profileUpdateInput,
      response: successBody(profile),
      errors: ["UNAUTHENTICATED", "CONFLICT", "UNPROCESSABLE"],
    },
    async ({ body, user, c }) => ({ data: await updateProfile(c.var.deps, user, body), messageKey: "messages.profileUpdated" }),
  );

  api.route(
    {
      method: "post",
      paths: ["/auth/profile/phone"],
      tag: "Authentication",
      summary:
        "Start changing the phone number (it can reset the password): a six-digit code goes by SMS to the new number (10 minutes, 5 tries, one per minute). Nothing changes until auth/profile/phone/confirm.",
      access: roles,
      body: phoneChangeInput,
      response: successBody(phoneChangeRequested),
      errors: ["UNAUTHENTICATED", "CONFLICT", "UNPROCESSABLE", "RATE_LIMITED"],
    },
    async ({ body, user, c }) => ({ data: await requestPhoneChange(c.var.deps, user, body.phone_number, c.var.locale), messageKey: "messages.phoneCodeSent" }),
  );

  api.route(
    {
      method: "post",
      paths: ["/auth/profile/phone/confirm"],
      tag: "Authentication",
      summary: "Confirm the new phone number with the code sent to it; the number changes and the account holder is told by e-mail.",
      access: roles,
      body: phoneChangeConfirmInput,
      response: successBody(profile),
      errors: ["UNAUTHENTICATED", "CONFLICT", "UNPROCESSABLE"],
    },
    async ({ body, user, c }) => ({ data: await confirmPhoneChange(c.var.deps, user, body.code, c.var.locale), messageKey: "messages.phoneChanged" }),
  );

  api.route(
    {
      method: "post",
      paths: ["/auth/profile/id-images"],
      tag: "Authentication",
      summary: "Upload the front or back image of the investor's ID (JPEG or PNG, at most 5 MB), stored privately; returns the file id (the profile's img or img1).",
      access: ["investor"],
      multipart: { schema: idImageUploadForm, maxBytes: UPLOAD_MAX_BYTES },
      response: successBody(idImageUploaded),
      status: 201,
      errors: ["UNAUTHENTICATED", "PAYLOAD_TOO_LARGE", "UNPROCESSABLE"],
    },
    async ({ user, c }) => {
      const deps = c.var.deps;
      const upload = await readUpload(c, {
        fileField: "file",
        fields: ["side"],
        maxBodyBytes: UPLOAD_MAX_BYTES,
        onFile: (stream) => storeIdImage(deps, stream),
        discard: (file) => discardIdImage(deps, file),
      });
      return { data: await attachIdImage(deps, user, upload), messageKey: "messages.idImageUploaded" };
    },
  );

  api.route(
    {
      method: "get",
      paths: ["/auth/profile/id-images/:side"],
      tag: "Authentication",
      summary: "The signed-in person's ID image (side: front or back); administrators may name another person with user_id. Never cached.",
      access: roles,
      query: z.object({ user_id: z.coerce.number().int().positive().optional() }),
      params: z.object({ side: z.enum(idImageSides, "validation.invalid.side") }),
      response: z.string(),
      responseTypes: [...idImageTypes],
      errors: ["UNAUTHENTICATED", "FORBIDDEN", "NOT_FOUND"],
    },
    async ({ params: { side }, query, user, c }) => {
      const image = await openIdImage(c.var.deps, user, side, query.user_id);
      return c.body(image.stream, 200, {
        "Content-Type": image.contentType,
        "Content-Length": String(image.bytes),
        "Content-Disposition": `inline; filename="id-${side}.${image.id.split(".").pop()}"`,
        "Cache-Control": "private, no-store",
      });
    },
  );
}
