import { edition, publicEdition } from "./contest.ts";
import { adminDrawWinner, luckyJoinResult, luckyStatus, publicDrawWeek, winnerCancelled } from "./draw.ts";
import { adminEntry, draftView, entriesList, entryView, examineesList, myEntry } from "./entry.ts";
import { listBody, successBody } from "./envelope.ts";
import { statementFormatView, statementImport, statementImported, statementLine } from "./fund-statements.ts";
import { orderList } from "./funds.ts";
import { profile, signedOut, signinResult } from "./identity.ts";
import {
  adminAssignment,
  assignmentRun,
  assignmentsList,
  blindEntry,
  conflictsList,
  entryMarks,
  entryScoresList,
  judgeDeclaration,
  judgeProgress,
  judgesDirectory,
  judgingOverview,
  judgingRecordId,
  marksSummary,
  ownMark,
  roundsView,
} from "./judging.ts";
import { adminNews, adminNewsCategory, adminNewsList, newsArticle, newsCategory, newsDeleted, newsSummary } from "./news.ts";
import { oidcOutcome, oidcStart, oidcStatus } from "./oidc.ts";
import { idImageUploaded, phoneChangeRequested } from "./profile.ts";
import { passwordUpdated, recoveryRequested, resetGrant, resetLinkValid } from "./recovery.ts";
import { activationResult, activationStatus, codeSent } from "./registration.ts";
import { finalResults, juryBallotView, juryMember, juryTally, myResult, prizeTable, recordView, resultsAdmin, roundResultsAdmin, screeningClosed, semiFinalResults } from "./results.ts";
import { adminCommissionList, affiliateOrdersList, affiliateUsersList, commissionList, commissionReversed, myAffiliate, referralSettings, referrersList } from "./referrals.ts";
import { z } from "./zod.ts";

/** An operation answering `{ data, message? }`: the client hands back `data`. */
const one = <T extends z.ZodType>(data: T) => ({ paged: false as const, response: successBody(data) });
/** A list operation answering `{ data: [...], current_page, total, per_page, ... }`: the client hands back the whole body. */
const paged = <R extends z.ZodType>(response: R) => ({ paged: true as const, response });

/**
 * The JSON operations the web app calls, keyed "METHOD /path" exactly as the API declares them, with the response
 * the API declares (a test holds the two together). The web's API client takes its types from here, so a call
 * cannot be paired with the wrong schema. A new operation the web app calls gets its line here.
 */
export const apiOperations = {
  "GET /contest/edition": one(publicEdition),
  "GET /contest/edition/admin": one(edition),
  "PUT /contest/edition": one(edition),
  "GET /contest/draft": one(draftView),
  "PUT /contest/draft": one(draftView),
  "DELETE /contest/draft/files/:id": one(draftView),
  "POST /contest/entry": one(entryView),
  "GET /contest/entry": one(myEntry),
  "GET /contest/entries": paged(entriesList),
  "GET /contest/entries/:id": one(adminEntry),
  "POST /contest/entries/:id/exclude": one(adminEntry),
  "POST /contest/entries/:id/restore": one(adminEntry),
  "GET /contest/examinees": paged(examineesList),
  "POST /draw-lucky": one(publicDrawWeek),
  "GET /draw-lucky": paged(listBody(adminDrawWinner)),
  "DELETE /draw-lucky/:id": one(winnerCancelled),
  "GET /draw-lucky/client": one(z.array(publicDrawWeek)),
  "PUT /judging/rounds/:round": one(roundsView),
  "GET /judging/assignments": paged(assignmentsList),
  "POST /judging/assignments/auto": one(assignmentRun),
  "POST /judging/assignments": one(adminAssignment),
  "POST /judging/assignments/:id/reopen": one(entryMarks),
  "GET /judging/conflicts": one(conflictsList),
  "POST /judging/conflicts": one(judgingRecordId),
  "DELETE /judging/conflicts/:id": one(judgingRecordId),
  "DELETE /judging/assignments/:id": one(judgingRecordId),
  "GET /judging/declaration": one(judgeDeclaration),
  "PUT /judging/declaration": one(judgeDeclaration),
  "GET /judging/judges": one(judgesDirectory),
  "GET /judging/entries/:code": one(blindEntry),
  "PUT /judging/marks/:code": one(ownMark),
  "GET /judging/entries/:code/marks": one(entryMarks),
  "GET /judging/marks/summary": one(marksSummary),
  "GET /judging/progress": one(judgeProgress),
  "GET /judging/overview": one(judgingOverview),
  "GET /judging/entries": paged(entryScoresList),
  "GET /funds/statements/formats": one(z.array(statementFormatView)),
  "POST /funds/statements": one(statementImported),
  "GET /funds/statements": one(z.array(statementImport)),
  "GET /funds/statements/lines": one(z.array(statementLine)),
  "POST /funds/statements/lines/:id/decision": one(statementLine),
  "POST /funds/statements/lines/:id/undo": one(statementLine),
  "POST /funds/statements/lines/:id/refunded": one(statementLine),
  "GET /order/user/aff": one(myAffiliate),
  "GET /order/orderafff": paged(commissionList),
  "GET /order/user/affadmin": paged(adminCommissionList),
  "GET /order/user/affadminindex": paged(referrersList),
  "GET /users/aff": paged(affiliateUsersList),
  "GET /users/aff/settings": one(referralSettings),
  "PUT /users/aff/settings": one(referralSettings),
  "POST /users/aff/reverse/:id": one(commissionReversed),
  "GET /users/getorderaff": paged(affiliateOrdersList),
  "GET /users/getorderbuy": paged(orderList),
  "GET /users/getordersell": paged(orderList),
  "GET /auth/oidc": one(oidcStatus),
  "POST /auth/oidc/start": one(oidcStart),
  "POST /auth/oidc/callback": one(oidcOutcome),
  "POST /auth/oidc/link": one(oidcOutcome),
  "GET /auth/profile": one(profile),
  "POST /auth/profile": one(profile),
  "POST /auth/profile/id-images": one(idImageUploaded),
  "POST /auth/profile/phone": one(phoneChangeRequested),
  "POST /auth/profile/phone/confirm": one(profile),
  "GET /auth/lucky": one(luckyStatus),
  "POST /auth/lucky": one(luckyJoinResult),
  "POST /auth/forgot-password": one(recoveryRequested),
  "GET /auth/reset": one(resetLinkValid),
  "POST /auth/reset": one(passwordUpdated),
  "GET /auth/resetpasssendcode": one(recoveryRequested),
  "POST /auth/resetpasscheckcode": one(resetGrant),
  "POST /auth/resetpass-password": one(passwordUpdated),
  "POST /auth/change-password": one(passwordUpdated),
  "POST /auth/signup": one(signinResult),
  "POST /auth/checkcode": one(activationResult),
  "POST /auth/resendcode": one(codeSent),
  "GET /auth/activation": one(activationStatus),
  "GET /auth/verification": one(activationResult),
  "POST /auth/signin": one(signinResult),
  "POST /auth/logout": one(signedOut),
  "GET /newscat": one(z.array(newsCategory)),
  "GET /news": paged(listBody(newsSummary)),
  "GET /news/:id": one(newsArticle),
  "POST /news": one(adminNews),
  "POST /news/:id": one(adminNews),
  "DELETE /news/:id": one(newsDeleted),
  "GET /admin/news": paged(adminNewsList),
  "GET /admin/news/:id": one(adminNews),
  "GET /admin/newscat": one(z.array(adminNewsCategory)),
  "POST /newscat": one(adminNewsCategory),
  "POST /newscat/:id": one(adminNewsCategory),
  "DELETE /newscat/:id": one(newsDeleted),
  "GET /prize": one(prizeTable),
  "POST /prize": one(prizeTable),
  "GET /results/semi-final": one(semiFinalResults),
  "GET /results/final": one(finalResults),
  "GET /results/record": one(recordView),
  "GET /results/mine": one(myResult),
  "GET /results/admin": one(resultsAdmin),
  "POST /results/screening/close": one(screeningClosed),
  "POST /results/:round/compute": one(roundResultsAdmin),
  "POST /results/:round/confirm": one(roundResultsAdmin),
  "POST /results/:round/withdraw": one(roundResultsAdmin),
  "POST /results/:round/publish": one(roundResultsAdmin),
  "POST /results/winners/:entry/cancel": one(resultsAdmin),
  "GET /jury/ballot": one(juryBallotView),
  "PUT /jury/ballot": one(juryBallotView),
  "GET /jury/tally": one(juryTally),
  "POST /jury/close": one(juryTally),
  "GET /jury/members": one(z.array(juryMember)),
  "PUT /jury/members/:id": one(juryMember),
} as const;

export type ApiOperationKey = keyof typeof apiOperations;
type Operations = typeof apiOperations;

/** What the client hands back on success: `data`, or the whole body of a paged list. */
export type ApiData<K extends ApiOperationKey> = Operations[K]["paged"] extends true
  ? z.infer<Operations[K]["response"]>
  : z.infer<Operations[K]["response"]> extends { data: infer D }
    ? D
    : never;
