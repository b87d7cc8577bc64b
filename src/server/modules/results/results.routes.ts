import { z } from "zod";
import { successBody } from "#contracts/envelope.ts";
import { idParams } from "#contracts/path-params.ts";
import {
  cancelWinnerInput,
  entryParams,
  finalResults,
  juryBallotInput,
  juryBallotView,
  juryMember,
  juryMemberInput,
  juryTally,
  myResult,
  prizeTable,
  prizeTableInput,
  publishInput,
  recordQuery,
  recordView,
  resultsAdmin,
  resultsAdminQuery,
  roundParams,
  roundResultsAdmin,
  screeningClosed,
  semiFinalResults,
  withdrawInput,
} from "#contracts/results.ts";
import type { ApiRouter } from "#server/http/api.ts";
import { ballotView, closeJuryVote, juryMembers, juryTally as tally, setJuryMember, submitBallot } from "./jury.service.ts";
import { prizeTable as readPrizes, savePrizeTable } from "./prize.service.ts";
import { finalResults as readFinal, myResult as readMine, recordView as readRecord, semiFinalResults as readSemiFinal } from "./public.service.ts";
import { cancelWinner, closeScreening, computeRound, confirmRound, publishRound, resultsAdmin as readAdmin, withdrawConfirmation } from "./results.service.ts";

const administrators = ["administrator"] as const;
const tag = "Results";

/** Results, prizes and the jury vote (docs/results.md). */
export function resultsRoutes(api: ApiRouter) {
  api.route(
    { method: "get", paths: ["/prize"], tag, access: "public", summary: "The edition's prize table (ranks, counts, amounts in integer VND), its total, and whether it is locked (final results published).", response: successBody(prizeTable) },
    async ({ c }) => ({ data: await readPrizes(c.var.deps) }),
  );
  api.route(
    {
      method: "post",
      paths: ["/prize"],
      tag,
      access: administrators,
      summary: "Replace the prize table (each rank once, at most one special prize); refused once the final results are published. Audited.",
      body: prizeTableInput,
      response: successBody(prizeTable),
      errors: ["CONFLICT"],
    },
    async ({ body, user, c }) => ({ data: await savePrizeTable(c.var.deps, user.id, body), messageKey: "results.done.prizes" }),
  );
  api.route(
    {
      method: "get",
      paths: ["/results/semi-final"],
      tag,
      access: "public",
      summary:
        "The published semi-final: the finalists in order (code and total). Until the final results are published the final is judged blind (`blind`): no title or name in the rows, and the consenting finalists' names apart in alphabetical order (`names`); afterwards each row has its title and, with the contestant's consent, the name. 404 before publication.",
      response: successBody(semiFinalResults),
      errors: ["NOT_FOUND"],
    },
    async ({ c }) => ({ data: await readSemiFinal(c.var.deps) }),
  );
  api.route(
    { method: "get", paths: ["/results/final"], tag, access: "public", summary: "The published final: ranking, jury candidates and winner, winners by prize with amounts. 404 before publication.", response: successBody(finalResults), errors: ["NOT_FOUND"] },
    async ({ c }) => ({ data: await readFinal(c.var.deps) }),
  );
  api.route(
    {
      method: "get",
      paths: ["/results/record"],
      tag,
      access: "public",
      summary: "The frozen results record (the final's once published, else the semi-final's, or `stage`) with its SHA-256 over the canonical JSON, for the in-browser verifier and `npm run verify:results`. 404 before publication.",
      query: recordQuery,
      response: successBody(recordView),
      errors: ["NOT_FOUND"],
    },
    async ({ query, c }) => ({ data: await readRecord(c.var.deps, query.stage) }),
  );
  api.route(
    { method: "get", paths: ["/results/mine"], tag, access: ["candidate"], summary: "The contestant's own result: status, totals, choice result and per-criterion averages once published; status pending before.", response: successBody(myResult) },
    async ({ user, c }) => ({ data: await readMine(c.var.deps, user.id) }),
  );
  api.route(
    {
      method: "get",
      paths: ["/results/admin"],
      tag,
      access: administrators,
      summary:
        "Screening, both rounds' results state and previews (a page of each ranking: `page`, `per_page`, as other lists; a round with fewer pages shows its last), prizes as they stand, cancellations.",
      query: resultsAdminQuery,
      response: successBody(resultsAdmin),
    },
    async ({ query, c }) => ({ data: await readAdmin(c.var.deps, query) }),
  );
  api.route(
    { method: "post", paths: ["/results/screening/close"], tag, access: administrators, summary: "Close the preliminary screening: exclusions become final and the semi-final can be computed. Audited.", response: successBody(screeningClosed), errors: ["CONFLICT"] },
    async ({ user, c }) => ({ data: await closeScreening(c.var.deps, user.id), messageKey: "results.done.screening" }),
  );
  api.route(
    {
      method: "post",
      paths: ["/results/:round/compute"],
      tag,
      access: administrators,
      summary: "Compute the round's ranking (ties to the lower sequence number); 409 while entries of the round are unmarked, saying how many, and once it is confirmed (withdraw the confirmation first) or published.",
      params: roundParams,
      response: successBody(roundResultsAdmin),
      errors: ["CONFLICT"],
    },
    async ({ params, user, c }) => ({ data: await computeRound(c.var.deps, user.id, params.round), messageKey: "results.done.compute" }),
  );
  api.route(
    {
      method: "post",
      paths: ["/results/:round/confirm"],
      tag,
      access: administrators,
      summary: "Confirm the computed ranking (refused if a mark changed since); confirming the final opens the jury vote on its top jury_vote_count.",
      params: roundParams,
      response: successBody(roundResultsAdmin),
      errors: ["CONFLICT"],
    },
    async ({ params, user, c }) => ({ data: await confirmRound(c.var.deps, user.id, params.round), messageKey: "results.done.confirm" }),
  );
  api.route(
    {
      method: "post",
      paths: ["/results/:round/withdraw"],
      tag,
      access: administrators,
      summary:
        "Withdraw a confirmed ranking with a reason (audited): the round is computed again, a scheduled publication is called off, and its marks can be reopened. 409 once published, for the semi-final once judges are assigned to the final, for the final once jurors voted.",
      params: roundParams,
      body: withdrawInput,
      response: successBody(roundResultsAdmin),
      errors: ["VALIDATION_FAILED", "CONFLICT"],
    },
    async ({ params, body, user, c }) => ({ data: await withdrawConfirmation(c.var.deps, user.id, params.round, body.reason), messageKey: "results.done.withdraw" }),
  );
  api.route(
    {
      method: "post",
      paths: ["/results/:round/publish"],
      tag,
      access: administrators,
      summary:
        "Publish a confirmed round and freeze its record; the final also needs the jury vote closed and e-mails the winners. Before the edition's announcement date: 409 with the date, or with `schedule: true` a durable job publishes it at that moment.",
      params: roundParams,
      body: publishInput,
      response: successBody(roundResultsAdmin),
      errors: ["CONFLICT"],
    },
    async ({ params, body, user, c }) => ({ data: await publishRound(c.var.deps, user.id, params.round, body.schedule), messageKey: body.schedule ? "results.done.publishOrSchedule" : "results.done.publish" }),
  );
  api.route(
    {
      method: "post",
      paths: ["/results/winners/:entry/cancel"],
      tag,
      access: administrators,
      summary: "Cancel a winner (by sequence number) with a reason: special/first/second/third move up, a consolation or idea prize is dropped; a published record is frozen again. Audited.",
      params: entryParams,
      body: cancelWinnerInput,
      response: successBody(resultsAdmin),
      errors: ["CONFLICT"],
    },
    async ({ params, body, user, c }) => ({ data: await cancelWinner(c.var.deps, user.id, params.entry, body.reason), messageKey: "results.done.cancel" }),
  );
  api.route(
    { method: "get", paths: ["/jury/ballot"], tag, access: ["judge"], summary: "A juror's vote: state, candidates, their own ranking; the tally only once the vote is closed.", response: successBody(juryBallotView), errors: ["FORBIDDEN"] },
    async ({ user, c }) => ({ data: await ballotView(c.var.deps, user) }),
  );
  api.route(
    {
      method: "put",
      paths: ["/jury/ballot"],
      tag,
      access: ["judge"],
      summary: "A juror's full ranking of the candidates (entry codes, most preferred first); changeable until the vote closes.",
      body: juryBallotInput,
      response: successBody(juryBallotView),
      errors: ["FORBIDDEN", "CONFLICT", "UNPROCESSABLE"],
    },
    async ({ body, user, c }) => ({ data: await submitBallot(c.var.deps, user, body), messageKey: "results.done.ballot" }),
  );
  api.route(
    { method: "get", paths: ["/jury/tally"], tag, access: administrators, summary: "The vote's pairwise-preference matrix, strongest paths and Schulze winner (ties by final total, then sequence number); ballots anonymous.", response: successBody(juryTally) },
    async ({ c }) => ({ data: await tally(c.var.deps) }),
  );
  api.route(
    { method: "post", paths: ["/jury/close"], tag, access: administrators, summary: "Close the jury vote (at least one ballot); the special prize follows its winner. Audited.", response: successBody(juryTally), errors: ["CONFLICT"] },
    async ({ user, c }) => ({ data: await closeJuryVote(c.var.deps, user.id), messageKey: "results.done.close" }),
  );
  api.route(
    { method: "get", paths: ["/jury/members"], tag, access: administrators, summary: "Active judges with whether they sit on the jury and have voted.", response: successBody(z.array(juryMember)) },
    async ({ c }) => ({ data: await juryMembers(c.var.deps) }),
  );
  api.route(
    {
      method: "put",
      paths: ["/jury/members/:id"],
      tag,
      access: administrators,
      summary: "Mark a judge as a juror or not (not once the vote is closed, nor a juror who has voted). Audited.",
      params: idParams,
      body: juryMemberInput,
      response: successBody(juryMember),
      errors: ["CONFLICT", "UNPROCESSABLE"],
    },
    async ({ params, body, user, c }) => ({ data: await setJuryMember(c.var.deps, user.id, params.id, body.jury), messageKey: "results.done.jury" }),
  );
}
