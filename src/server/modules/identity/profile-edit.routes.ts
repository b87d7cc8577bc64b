import { z } from "zod";
import { successBody } from "#contracts/envelope.ts";
import { profile, roles } from "#contracts/identity.ts";
import { ID_IMAGE_MAX_BYTES, idImageSides, idImageTypes, idImageUploaded, idImageUploadForm, profileUpdateInput } from "#contracts/profile.ts";
import type { ApiRouter } from "#server/http/api.ts";
import { ApiError } from "#server/http/errors.ts";
import { MULTIPART_OVERHEAD_BYTES, readUpload } from "#server/http/multipart.ts";
import { attachIdImage, discardIdImage, openIdImage, storeIdImage, updateProfile } from "./profile-edit.ts";

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
      response: z.string(),
      responseTypes: [...idImageTypes],
      errors: ["UNAUTHENTICATED", "FORBIDDEN", "NOT_FOUND"],
    },
    async ({ query, user, c }) => {
      const side = idImageSides.find((s) => s === c.req.param("side"));
      if (!side) throw new ApiError("NOT_FOUND");
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
