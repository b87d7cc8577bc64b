import { successBody } from "./envelope.ts";
import { defineOperation } from "./operation.ts";
import { idParams } from "./path-params.ts";
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
} from "./results.ts";
import { z } from "./zod.ts";

const tag = "Results";
const administrators = ["administrator"] as const;

export const getPrize = defineOperation({
  method: "get",
  paths: ["/prize"],
  tag,
  access: "public",
  summary: "The edition's prize table (ranks, counts, amounts in integer VND), its total, and whether it is locked (final results published).",
  response: successBody(prizeTable),
});

export const postPrize = defineOperation({
  method: "post",
  paths: ["/prize"],
  tag,
  access: administrators,
  summary: "Replace the prize table (each rank once, at most one special prize); refused once the final results are published. Audited.",
  body: prizeTableInput,
  response: successBody(prizeTable),
  errors: ["CONFLICT"],
});

export const getResultsSemiFinal = defineOperation({
  method: "get",
  paths: ["/results/semi-final"],
  tag,
  access: "public",
  summary:
    "The published semi-final: the finalists in order (code and total). Until the final results are published the final is judged blind (`blind`): no title or name in the rows, and the consenting finalists' names apart in alphabetical order (`names`); afterwards each row has its title and, with the contestant's consent, the name. 404 before publication.",
  response: successBody(semiFinalResults),
  errors: ["NOT_FOUND"],
});

export const getResultsFinal = defineOperation({
  method: "get",
  paths: ["/results/final"],
  tag,
  access: "public",
  summary: "The published final: ranking, jury candidates and winner, winners by prize with amounts. 404 before publication.",
  response: successBody(finalResults),
  errors: ["NOT_FOUND"],
});

export const getResultsRecord = defineOperation({
  method: "get",
  paths: ["/results/record"],
  tag,
  access: "public",
  summary:
    "The frozen results record (the final's once published, else the semi-final's, or `stage`) with its SHA-256 over the canonical JSON, for the in-browser verifier and `npm run verify:results`. 404 before publication.",
  query: recordQuery,
  response: successBody(recordView),
  errors: ["NOT_FOUND"],
});

export const getResultsMine = defineOperation({
  method: "get",
  paths: ["/results/mine"],
  tag,
  access: ["candidate"],
  summary: "The contestant's own result: status, totals, choice result and per-criterion averages once published; status pending before.",
  response: successBody(myResult),
});

export const getResultsAdmin = defineOperation({
  method: "get",
  paths: ["/results/admin"],
  tag,
  access: administrators,
  summary:
    "Screening, both rounds' results state and previews (a page of each ranking: `page`, `per_page`, as other lists; a round with fewer pages shows its last), prizes as they stand, cancellations.",
  query: resultsAdminQuery,
  response: successBody(resultsAdmin),
});

export const postResultsScreeningClose = defineOperation({
  method: "post",
  paths: ["/results/screening/close"],
  tag,
  access: administrators,
  summary: "Close the preliminary screening: exclusions become final and the semi-final can be computed. Audited.",
  response: successBody(screeningClosed),
  errors: ["CONFLICT"],
});

export const postResultsRoundCompute = defineOperation({
  method: "post",
  paths: ["/results/:round/compute"],
  tag,
  access: administrators,
  summary:
    "Compute the round's ranking (ties to the lower sequence number); 409 while entries of the round are unmarked, saying how many, and once it is confirmed (withdraw the confirmation first) or published.",
  params: roundParams,
  response: successBody(roundResultsAdmin),
  errors: ["CONFLICT"],
});

export const postResultsRoundConfirm = defineOperation({
  method: "post",
  paths: ["/results/:round/confirm"],
  tag,
  access: administrators,
  summary: "Confirm the computed ranking (refused if a mark changed since); confirming the final opens the jury vote on its top jury_vote_count.",
  params: roundParams,
  response: successBody(roundResultsAdmin),
  errors: ["CONFLICT"],
});

export const postResultsRoundWithdraw = defineOperation({
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
});

export const postResultsRoundPublish = defineOperation({
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
});

export const postResultsWinnersEntryCancel = defineOperation({
  method: "post",
  paths: ["/results/winners/:entry/cancel"],
  tag,
  access: administrators,
  summary:
    "Cancel a winner (by sequence number) with a reason: special/first/second/third move up, a consolation or idea prize is dropped; a published record is frozen again. Audited.",
  params: entryParams,
  body: cancelWinnerInput,
  response: successBody(resultsAdmin),
  errors: ["CONFLICT"],
});

export const getJuryBallot = defineOperation({
  method: "get",
  paths: ["/jury/ballot"],
  tag,
  access: ["judge"],
  summary: "A juror's vote: state, candidates, their own ranking; the tally only once the vote is closed.",
  response: successBody(juryBallotView),
  errors: ["FORBIDDEN"],
});

export const putJuryBallot = defineOperation({
  method: "put",
  paths: ["/jury/ballot"],
  tag,
  access: ["judge"],
  summary: "A juror's full ranking of the candidates (entry codes, most preferred first); changeable until the vote closes.",
  body: juryBallotInput,
  response: successBody(juryBallotView),
  errors: ["FORBIDDEN", "CONFLICT", "UNPROCESSABLE"],
});

export const getJuryTally = defineOperation({
  method: "get",
  paths: ["/jury/tally"],
  tag,
  access: administrators,
  summary: "The vote's pairwise-preference matrix, strongest paths and Schulze winner (ties by final total, then sequence number); ballots anonymous.",
  response: successBody(juryTally),
});

export const postJuryClose = defineOperation({
  method: "post",
  paths: ["/jury/close"],
  tag,
  access: administrators,
  summary: "Close the jury vote (at least one ballot); the special prize follows its winner. Audited.",
  response: successBody(juryTally),
  errors: ["CONFLICT"],
});

export const getJuryMembers = defineOperation({
  method: "get",
  paths: ["/jury/members"],
  tag,
  access: administrators,
  summary: "Active judges with whether they sit on the jury and have voted.",
  response: successBody(z.array(juryMember)),
});

export const putJuryMembersId = defineOperation({
  method: "put",
  paths: ["/jury/members/:id"],
  tag,
  access: administrators,
  summary: "Mark a judge as a juror or not (not once the vote is closed, nor a juror who has voted). Audited.",
  params: idParams,
  body: juryMemberInput,
  response: successBody(juryMember),
  errors: ["CONFLICT", "UNPROCESSABLE"],
});
