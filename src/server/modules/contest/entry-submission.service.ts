import type { Kysely } from "kysely";
import { filesBlocking, type DraftFile } from "#domain/entry-sending.ts";
import { submitInputFor, type Blocker, type DraftView, type EntryView, type SubmitInput } from "#contracts/entry.ts";
import type { Locale } from "#contracts/locale.ts";
import { translateShared } from "#contracts/messages.ts";
import { isUniqueViolation } from "#server/db/dialect.ts";
import type { Database } from "#server/db/schema.ts";
import type { Deps } from "#server/deps.ts";
import type { AuthUser } from "#server/http/auth.ts";
import { ApiError } from "#server/http/errors.ts";
import { anonymousCode } from "#server/lib/anonymous-code.ts";
import { recordAudit } from "#server/lib/audit.ts";
import { enqueueJob } from "#server/lib/jobs.ts";
import { sendMailJob } from "#server/lib/mail.ts";
import { profileOf } from "#server/modules/identity/index.ts";
import { currentEdition } from "./edition.service.ts";
import { blockerError, blockersOf, getDraft, toEntryView, withinEditionLimits } from "./entries.service.ts";
import { entryMail, entryNotSentMail } from "./entry-mail.ts";
import * as repo from "./entries.repo.ts";

/** What a Send pressed while files were being checked carried, kept on the draft until the last check (ADR 0030). */
interface SendRequest {
  input: SubmitInput;
  locale: Locale;
  /** The edition the Send was pressed in: a later switch of edition does not move it. */
  editionId: number;
}

/** Who sends (read before the transaction: on SQLite it holds the one connection). */
interface Sender {
  id: number;
  email: string;
  full_name: string;
}

const senderOf = async (deps: Deps, userId: number): Promise<Sender> => {
  const profile = await profileOf(deps, userId);
  return { id: userId, email: profile.email, full_name: profile.full_name };
};

/** Refuses a Send whose files cannot go with it (`filesBlocking`, the wizard's rule too); `files` may list refused notices. */
function assertFilesSendable(files: DraftFile[], whileChecking: boolean) {
  const blocking = filesBlocking(files, { whileChecking });
  if (blocking.uploadsPending) throw new ApiError("UNPROCESSABLE", { messageKey: "entry.uploadsPending" });
  if (blocking.essayRequired) {
    throw new ApiError("UNPROCESSABLE", { messageKey: "entry.essayRequired", details: [{ path: "essay", messageKey: "entry.essayRequired" }] });
  }
}

/** The rules of sending that do not depend on the draft's files, checked when Send is pressed; the valid body. */
async function checkSender(deps: Deps, user: AuthUser, body: SubmitInput, locale: Locale): Promise<{ request: SendRequest; sender: Sender }> {
  const edition = await currentEdition(deps);
  const input = withinEditionLimits(submitInputFor(edition.limits), body, edition.limits);
  const blockers = await blockersOf(deps, user.id, edition);
  if (blockers.length) throw blockerError[blockers[0] as Blocker];
  if (input.conflict_judge_ids.length && !(await deps.hooks.contest.allActiveJudges(deps, input.conflict_judge_ids))) {
    throw new ApiError("VALIDATION_FAILED", { details: [{ path: "conflict_judge_ids", messageKey: "entry.validation.conflictJudges" }] });
  }
  return { request: { input, locale, editionId: edition.id }, sender: await senderOf(deps, user.id) };
}

/**
 * Creates the entry from the locked draft, as of `at` (when Send was pressed): the unique index on user_id makes a
 * second one impossible, the ready files move to it (refused files' notices are dropped, and named in the
 * confirmation), the draft is emptied, the audit event is written and the confirmation e-mail queued. Refused while
 * a file is not ready or without an essay.
 */
async function sendDraft(trx: Kysely<Database>, deps: Deps, sender: Sender, request: SendRequest, at: string) {
  const { input, locale } = request;
  if (await repo.findEntryOf(trx, sender.id)) throw blockerError.alreadySubmitted;
  const draftFiles = await repo.draftFiles(trx, sender.id);
  assertFilesSendable(draftFiles, false);
  const files = draftFiles.filter((file) => file.state !== "refused");
  const created = await repo.insertEntry(trx, {
    user_id: sender.id,
    edition_id: request.editionId,
    code: anonymousCode(),
    choice_answer: input.choice_answer,
    title: input.title,
    conflict_judge_ids_json: JSON.stringify([...new Set(input.conflict_judge_ids)].sort((a, b) => a - b)),
    publish_name: input.publish_name ? 1 : 0,
    status: "submitted",
    locale,
    rules_accepted_at: at,
    not_staff_declared_at: at,
    submitted_at: at,
  });
  await repo.attachDraftFiles(trx, sender.id, created.id);
  await repo.clearDraft(trx, sender.id, deps.clock.now().toISOString());
  await recordAudit(trx, deps.clock, {
    actorId: sender.id,
    action: "contest.entry_submit",
    subject: `entry:${created.id}`,
    after: { code: created.code, files: files.length },
  });
  await enqueueJob(trx, deps.clock, sendMailJob, {
    to: sender.email,
    ...entryMail(locale, {
      name: sender.full_name,
      code: created.code,
      sequence: created.id,
      title: created.title,
      files: files.map((file) => file.name),
      leftOut: draftFiles.flatMap((file) => (file.refusal ? [{ name: file.name, refusal: file.refusal }] : [])),
    }),
  });
  return created;
}

type EntryDraft = Awaited<ReturnType<typeof repo.lockDraft>>;

/**
 * `work` in one transaction on the contestant's locked draft (PostgreSQL: one contestant's changes and Sends one after
 * another), with the transaction's time; a second entry racing with this one is "already submitted".
 */
function withLockedDraft<T>(deps: Deps, userId: number, work: (trx: Kysely<Database>, draft: EntryDraft, now: string) => Promise<T>): Promise<T> {
  return deps.db
    .transaction()
    .execute(async (trx) => {
      const now = deps.clock.now().toISOString();
      return work(trx, await repo.lockDraft(trx, deps.database.dialect, userId, now), now);
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw blockerError.alreadySubmitted;
      throw error;
    });
}

/** Sends the entry now: every rule checked again on the server, every file of the draft checked and ready. */
export async function submitEntry(deps: Deps, user: AuthUser, body: SubmitInput, locale: Locale): Promise<EntryView> {
  const { request, sender } = await checkSender(deps, user, body, locale);
  const entry = await withLockedDraft(deps, user.id, (trx, _draft, now) => sendDraft(trx, deps, sender, request, now));
  return toEntryView(deps, entry, locale);
}

/**
 * Send pressed while a file is being checked (ADR 0030): the same rules as `submitEntry`, except that the essay may
 * still be checking. The request and its answers are kept on the draft, which can no longer change, and the draft's
 * last check sends the entry as of now (`sendWhenChecked`). With nothing left to check, the entry is sent at once.
 */
export async function requestSendWhenChecked(deps: Deps, user: AuthUser, body: SubmitInput, locale: Locale): Promise<DraftView> {
  const { request, sender } = await checkSender(deps, user, body, locale);
  const waits = await withLockedDraft(deps, user.id, async (trx, draft, now) => {
    if (await repo.findEntryOf(trx, user.id)) throw blockerError.alreadySubmitted;
    if (draft.send_requested_at) throw blockerError.sendRequested;
    const files = await repo.heldDraftFiles(trx, user.id);
    assertFilesSendable(files, true);
    if (!files.some((file) => file.state === "checking")) {
      await sendDraft(trx, deps, sender, request, now);
      return false;
    }
    await repo.requestSend(trx, user.id, now, JSON.stringify(request));
    await recordAudit(trx, deps.clock, {
      actorId: user.id,
      action: "contest.entry_send_request",
      subject: `user:${user.id}`,
      after: { files: files.length },
    });
    return true;
  });
  // A check that settled while this request was being stored did not see it (PostgreSQL): look once more now.
  if (waits) await sendWhenChecked(deps, user.id);
  return getDraft(deps, user, locale);
}

/**
 * Called when a check of the contestant's file ends (and again when its job is retried): if a Send is waiting and no
 * file of the draft is still arriving or being checked, sends the entry as of the request's time, even after the
 * window has closed. If the checks refused the essay, the request is cleared and the contestant is e-mailed why.
 */
export async function sendWhenChecked(deps: Deps, userId: number): Promise<void> {
  if (!(await repo.findDraft(deps.db, userId))?.send_requested_at) return;
  const sender = await senderOf(deps, userId);
  await withLockedDraft(deps, userId, async (trx, draft) => {
    if (!draft.send_requested_at || !draft.send_request) return;
    const files = await repo.draftFiles(trx, userId);
    const blocking = filesBlocking(files, { whileChecking: false });
    if (blocking.uploadsPending) return;
    const request = JSON.parse(draft.send_request) as SendRequest;
    if (!blocking.essayRequired) {
      await sendDraft(trx, deps, sender, request, draft.send_requested_at);
      return;
    }
    // The essay uploaded last is the one this Send waited for (an older refused one may still be listed).
    const essay = files.filter((file) => file.kind === "essay").at(-1);
    await repo.clearSendRequest(trx, userId);
    await recordAudit(trx, deps.clock, {
      actorId: null,
      action: "contest.entry_send_dropped",
      subject: `user:${userId}`,
      after: { essay: essay?.refusal ?? "missing" },
    });
    const reason = translateShared(request.locale, `entry.${essay?.refusal ?? "essayRequired"}`);
    await enqueueJob(trx, deps.clock, sendMailJob, {
      to: sender.email,
      ...entryNotSentMail(request.locale, { name: sender.full_name, file: essay?.name ?? "", reason }),
    });
  });
}

/**
 * The hourly pass over Sends still waiting (`deps.maintenanceTasks`): one whose last check ended but whose sending
 * failed on the check job's last run would otherwise keep the draft frozen; each is tried again (`sendWhenChecked`
 * leaves those whose files are still being checked). One that fails again is logged and left for the next pass,
 * without stopping the others or the maintenance tasks after this one. Answers how many were sent.
 */
export async function sendWaitingEntries(deps: Deps): Promise<number> {
  let sent = 0;
  for (const { user_id } of await repo.draftsWaitingToSend(deps.db)) {
    try {
      await sendWhenChecked(deps, user_id);
      if (!(await repo.findDraft(deps.db, user_id))?.send_requested_at) sent += 1;
    } catch (error) {
      deps.logger.error({ err: error, userId: user_id }, "a waiting Send could not be sent; tried again next hour");
    }
  }
  return sent;
}
