import {
  getJuryBallot,
  getJuryMembers,
  getJuryTally,
  getPrize,
  getResultsAdmin,
  getResultsFinal,
  getResultsMine,
  getResultsRecord,
  getResultsSemiFinal,
  postJuryClose,
  postPrize,
  postResultsRoundCompute,
  postResultsRoundConfirm,
  postResultsRoundPublish,
  postResultsRoundWithdraw,
  postResultsScreeningClose,
  postResultsWinnersEntryCancel,
  putJuryBallot,
  putJuryMembersId,
} from "#contracts/results.operations.ts";
import type { ApiRouter } from "#server/http/api.ts";
import { ballotView, closeJuryVote, juryMembers, juryTally as tally, setJuryMember, submitBallot } from "./jury.service.ts";
import { prizeTable as readPrizes, savePrizeTable } from "./prize.service.ts";
import { finalResults as readFinal, myResult as readMine, recordView as readRecord, semiFinalResults as readSemiFinal } from "./public.service.ts";
import { cancelWinner, closeScreening, computeRound, confirmRound, publishRound, resultsAdmin as readAdmin, withdrawConfirmation } from "./results.service.ts";

/** Results, prizes and the jury vote (docs/results.md). */
export function resultsRoutes(api: ApiRouter) {
  api.handle(getPrize, async ({ c }) => ({ data: await readPrizes(c.var.deps) }));
  api.handle(postPrize, async ({ body, user, c }) => ({ data: await savePrizeTable(c.var.deps, user.id, body), messageKey: "results.done.prizes" }));
  api.handle(getResultsSemiFinal, async ({ c }) => ({ data: await readSemiFinal(c.var.deps) }));
  api.handle(getResultsFinal, async ({ c }) => ({ data: await readFinal(c.var.deps) }));
  api.handle(getResultsRecord, async ({ query, c }) => ({ data: await readRecord(c.var.deps, query.stage) }));
  api.handle(getResultsMine, async ({ user, c }) => ({ data: await readMine(c.var.deps, user.id) }));
  api.handle(getResultsAdmin, async ({ query, c }) => ({ data: await readAdmin(c.var.deps, query) }));
  api.handle(postResultsScreeningClose, async ({ user, c }) => ({ data: await closeScreening(c.var.deps, user.id), messageKey: "results.done.screening" }));
  api.handle(postResultsRoundCompute, async ({ params, user, c }) => ({
    data: await computeRound(c.var.deps, user.id, params.round),
    messageKey: "results.done.compute",
  }));
  api.handle(postResultsRoundConfirm, async ({ params, user, c }) => ({
    data: await confirmRound(c.var.deps, user.id, params.round),
    messageKey: "results.done.confirm",
  }));
  api.handle(postResultsRoundWithdraw, async ({ params, body, user, c }) => ({
    data: await withdrawConfirmation(c.var.deps, user.id, params.round, body.reason),
    messageKey: "results.done.withdraw",
  }));
  api.handle(postResultsRoundPublish, async ({ params, body, user, c }) => ({
    data: await publishRound(c.var.deps, user.id, params.round, body.schedule),
    messageKey: body.schedule ? "results.done.publishOrSchedule" : "results.done.publish",
  }));
  api.handle(postResultsWinnersEntryCancel, async ({ params, body, user, c }) => ({
    data: await cancelWinner(c.var.deps, user.id, params.entry, body.reason),
    messageKey: "results.done.cancel",
  }));
  api.handle(getJuryBallot, async ({ user, c }) => ({ data: await ballotView(c.var.deps, user) }));
  api.handle(putJuryBallot, async ({ body, user, c }) => ({ data: await submitBallot(c.var.deps, user, body), messageKey: "results.done.ballot" }));
  api.handle(getJuryTally, async ({ c }) => ({ data: await tally(c.var.deps) }));
  api.handle(postJuryClose, async ({ user, c }) => ({ data: await closeJuryVote(c.var.deps, user.id), messageKey: "results.done.close" }));
  api.handle(getJuryMembers, async ({ c }) => ({ data: await juryMembers(c.var.deps) }));
  api.handle(putJuryMembersId, async ({ params, body, user, c }) => ({
    data: await setJuryMember(c.var.deps, user.id, params.id, body.jury),
    messageKey: "results.done.jury",
  }));
}
