import path from "node:path";
import { vietnamDay } from "#contracts/account.ts";
import type { Profile } from "#contracts/identity.ts";
import {
  ID_IMAGE_MAX_BYTES,
  idImageField,
  idImageSides,
  kycFields,
  profileFieldNames,
  type ProfileField,
  type IdImageSide,
  type IdImageUploaded,
  type ProfileUpdateInput,
} from "#contracts/profile.ts";
import { isUniqueViolation, uniqueViolationColumns } from "#server/db/dialect.ts";
import type { Deps } from "#server/deps.ts";
import type { AuthUser } from "#server/http/auth.ts";
import { ApiError, type ErrorDetail } from "#server/http/errors.ts";
import { recordAudit } from "#server/lib/audit.ts";
import { InvalidContentError } from "#server/lib/file-checks.ts";
import { checkFile } from "#server/lib/file-worker.ts";
import { FileRejectedError, FileTooLargeError, fileStore, type OpenedFile, type StoredFile } from "#server/lib/storage.ts";
import { columnOf, toProfile } from "./profile.ts";
import { findActiveUser, lockUser, takenByAnother, updateUser } from "./profile-edit.repo.ts";
import type { UserRow } from "./accounts.repo.ts";

/** Fields sent to this update that it never writes: the e-mail, the phone number (its own flow), the ID images (the upload). */
const notWrittenHere = ["email", "phone_number", "img", "img1"] as const satisfies readonly ProfileField[];
type EditableField = Exclude<ProfileField, (typeof notWrittenHere)[number]>;
const editableFields = profileFieldNames.filter((field): field is EditableField => !(notWrittenHere as readonly ProfileField[]).includes(field));
/** Investors alone have KYC fields; the others are anyone's. */
const isKyc = (field: EditableField) => (kycFields as readonly string[]).includes(field);

/** Changed fields as { API name: value }, for the audit trail and the update. */
function changesOf(row: UserRow, input: ProfileUpdateInput, fields: EditableField[]) {
  const changes: Partial<Record<EditableField, string | null>> = {};
  for (const field of fields) {
    const value = input[field];
    if (value !== undefined && value !== row[columnOf[field]]) changes[field] = value;
  }
  return changes;
}

const idNumberTaken = () => new ApiError("CONFLICT", { messageKey: "errors.duplicate.cmt", details: [{ path: "cmt", messageKey: "errors.duplicate.cmt" }] });

/**
 * `POST auth/profile`: changes what was sent, in one transaction, with an audit event. The e-mail is not changed
 * here, the phone number only through the code sent to the new number (phone-change.service.ts), and the ID images
 * only come from the upload; sending them changed is refused, not ignored. An ID number another account has gives
 * a 409 that says no more than "already registered".
 */
export async function updateProfile(deps: Deps, actor: AuthUser, input: ProfileUpdateInput): Promise<Profile> {
  const { db, clock, database } = deps;
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await lockUser(trx, database.dialect, actor.id);
      if (!row) throw new ApiError("UNAUTHENTICATED");

      const today = vietnamDay(clock.now());
      const invalid: ErrorDetail[] = [];
      if (input.email !== undefined && input.email.trim().toLowerCase() !== row.email)
        invalid.push({ path: "email", messageKey: "validation.emailNotEditable" });
      if (input.phone_number !== undefined && input.phone_number !== row.phone_number)
        invalid.push({ path: "phone_number", messageKey: "validation.phoneNeedsCode" });
      for (const side of idImageSides) {
        const field = idImageField[side];
        if (input[field] !== undefined && input[field] !== row[field]) invalid.push({ path: field, messageKey: "validation.idImageUploadOnly" });
      }
      if (input.birth_date && input.birth_date > today) invalid.push({ path: "birth_date", messageKey: "validation.future.birth_date" });
      if (input.ngaycmt && input.ngaycmt > today) invalid.push({ path: "ngaycmt", messageKey: "validation.future.ngaycmt" });
      if (invalid.length) throw new ApiError("VALIDATION_FAILED", { details: invalid });

      const kyc = changesOf(row, input, editableFields.filter(isKyc));
      if (row.role !== "investor" && Object.keys(kyc).length) {
        throw new ApiError("UNPROCESSABLE", {
          messageKey: "errors.kycInvestorsOnly",
          details: Object.keys(kyc).map((path) => ({ path, messageKey: "errors.kycInvestorsOnly" })),
        });
      }
      const changes = {
        ...changesOf(
          row,
          input,
          editableFields.filter((field) => !isKyc(field)),
        ),
        ...kyc,
      };
      const fields = Object.keys(changes) as EditableField[];
      if (!fields.length) return toProfile(row);

      if (changes.cmt && (await takenByAnother(trx, "id_number", changes.cmt, row.id))) throw idNumberTaken();

      const columns = Object.fromEntries(fields.map((field) => [columnOf[field], changes[field]]));
      const updated: UserRow = { ...row, ...columns, updated_at: clock.now().toISOString() };
      await updateUser(trx, row.id, { ...columns, updated_at: updated.updated_at });
      const before = toProfile(row);
      await recordAudit(trx, clock, {
        actorId: actor.id,
        action: "user.profile_updated",
        subject: `user:${row.id}`,
        before: Object.fromEntries(fields.map((field) => [field, before[field]])),
        after: changes,
      });
      return toProfile(updated);
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    if (uniqueViolationColumns(error).includes("id_number")) throw idNumberTaken();
    throw new ApiError("CONFLICT");
  }
}

/** Private images of identity papers: never under a public path, served only through the API to their owner. */
const ID_IMAGES = "id-images";
const privateFiles = (deps: Pick<Deps, "config">) => fileStore(path.join(deps.config.DATA_DIR, "private"));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const startsWith = (head: Uint8Array, magic: number[]) => head.length >= magic.length && magic.every((byte, i) => head[i] === byte);

/** JPEG or PNG, by the file's first bytes (its name and declared type are not trusted). */
function imageKind(head: Uint8Array): "jpg" | "png" | undefined {
  if (startsWith(head, JPEG)) return "jpg";
  if (startsWith(head, PNG)) return "png";
  return undefined;
}

/**
 * Streams an uploaded ID image to private storage (at most 5 MB: reading stops there; JPEG or PNG by its first
 * bytes), then decodes it and encodes it again in a worker thread, like entry images: a file that does not decode
 * is refused, and EXIF (GPS, camera) and other metadata are gone from what is kept.
 */
export async function storeIdImage(deps: Pick<Deps, "config">, stream: AsyncIterable<Uint8Array>): Promise<StoredFile> {
  const files = privateFiles(deps);
  const invalid = () => new ApiError("UNPROCESSABLE", { messageKey: "errors.invalidFile", details: [{ path: "file", messageKey: "errors.invalidFile" }] });
  let raw: StoredFile;
  try {
    raw = await files.save(ID_IMAGES, stream, { maxBytes: ID_IMAGE_MAX_BYTES, headBytes: PNG.length, detect: imageKind });
  } catch (error) {
    if (error instanceof FileTooLargeError) {
      throw new ApiError("PAYLOAD_TOO_LARGE", { messageKey: "errors.fileTooLarge", vars: { mb: ID_IMAGE_MAX_BYTES / 1024 / 1024 } });
    }
    if (error instanceof FileRejectedError) throw invalid();
    throw error;
  }
  try {
    const extension = raw.id.endsWith(".png") ? "png" : "jpg";
    const cleaned = await checkFile({ kind: "image", file: files.locate(ID_IMAGES, raw.id)!, mediaType: extension === "png" ? "image/png" : "image/jpeg" });
    return await files.save(
      ID_IMAGES,
      (async function* () {
        if (cleaned) yield cleaned;
      })(),
      { maxBytes: Number.MAX_SAFE_INTEGER, headBytes: 0, detect: () => extension },
    );
  } catch (error) {
    if (error instanceof InvalidContentError) throw invalid();
    throw error;
  } finally {
    await files.remove(ID_IMAGES, raw.id);
  }
}

export function discardIdImage(deps: Pick<Deps, "config">, file: StoredFile): Promise<void> {
  return privateFiles(deps).remove(ID_IMAGES, file.id);
}

/**
 * Records a stored image as the front (`img`) or back (`img1`) of the investor's ID, replacing the previous one.
 * The file is deleted again if the upload turns out invalid or the change cannot be saved; the replaced file is
 * deleted once the change is committed.
 */
export async function attachIdImage(
  deps: Deps,
  actor: AuthUser,
  upload: { fields: Record<string, string>; file: StoredFile | undefined },
): Promise<IdImageUploaded> {
  const { db, clock, database } = deps;
  const { file } = upload;
  const side = idImageSides.find((s) => s === upload.fields.side);
  try {
    const invalid: ErrorDetail[] = [];
    if (!side) invalid.push({ path: "side", messageKey: "validation.invalid.side" });
    if (!file) invalid.push({ path: "file", messageKey: "validation.required.file" });
    if (!side || !file) throw new ApiError("VALIDATION_FAILED", { details: invalid });
    const field = idImageField[side];

    const { replaced, profile } = await db.transaction().execute(async (trx) => {
      const row = await lockUser(trx, database.dialect, actor.id);
      if (!row) throw new ApiError("UNAUTHENTICATED");
      const updated: UserRow = { ...row, [field]: file.id, updated_at: clock.now().toISOString() };
      await updateUser(trx, row.id, { [field]: file.id, updated_at: updated.updated_at });
      await recordAudit(trx, clock, {
        actorId: actor.id,
        action: "user.id_image_uploaded",
        subject: `user:${row.id}`,
        before: { [field]: row[field] },
        after: { [field]: file.id },
      });
      return { replaced: row[field], profile: toProfile(updated) };
    });
    if (replaced)
      await privateFiles(deps)
        .remove(ID_IMAGES, replaced)
        .catch((err: unknown) => deps.logger.warn({ err }, "could not delete a replaced ID image"));
    return { side, file_id: file.id, kyc_complete: profile.kyc_complete };
  } catch (error) {
    if (file) await discardIdImage(deps, file);
    throw error;
  }
}

/**
 * One side of a person's ID image, for its owner or an administrator (who names the person with `userId`;
 * each such look is an audit event). Anyone else gets 403; no image, 404.
 */
export async function openIdImage(deps: Deps, actor: AuthUser, side: IdImageSide, userId?: number): Promise<OpenedFile & { contentType: string }> {
  const ownerId = userId ?? actor.id;
  if (ownerId !== actor.id && actor.role !== "administrator") throw new ApiError("FORBIDDEN");
  const owner = await findActiveUser(deps.db, ownerId);
  const id = owner?.[idImageField[side]];
  if (!id) throw new ApiError("NOT_FOUND");
  if (ownerId !== actor.id)
    await recordAudit(deps.db, deps.clock, { actorId: actor.id, action: "user.id_image_viewed", subject: `user:${ownerId}`, after: { side } });
  const image = await privateFiles(deps).open(ID_IMAGES, id);
  if (!image) throw new ApiError("NOT_FOUND");
  return { ...image, contentType: image.id.endsWith(".png") ? "image/png" : "image/jpeg" };
}
