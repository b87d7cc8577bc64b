import { Badge, Button, Paper, Stack, Switch, Table, Text, Title } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { data, useFetcher } from "react-router";
import { getJuryMembers, getJuryTally, postJuryClose, putJuryMembersId } from "#contracts/results.operations.ts";
import type { JuryMember, JuryTally } from "#contracts/results.ts";
import { useConfirmation } from "#web/components/Confirmation.tsx";
import type { ActionResult } from "#web/features/judging/judge.server.ts";
import { usePanelForm } from "#web/components/PanelForm.tsx";
import { JuryTallyView } from "#web/features/results/JuryTallyView.tsx";
import { apiClient, unwrap } from "#web/lib/api.server.ts";
import { readForm } from "#web/lib/form-input.ts";
import { formAnswer } from "#web/lib/forms.ts";
import { formatCount } from "#contracts/number-format.ts";
import { useLocale } from "#web/lib/locale.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { localeOfRequest } from "#web/routing/site-map.ts";
import type { Route } from "./+types/jury.ts";
import { TableRegion } from "#web/components/TableRegion.tsx";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location, (t) => t("results.jury.title"));

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = apiClient(context, localeOfRequest(request));
  const [members, tally] = await Promise.all([api.call(getJuryMembers), api.call(getJuryTally)]);
  return { members: unwrap(members), tally: unwrap(tally) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const api = apiClient(context, localeOfRequest(request));
  const form = await request.formData();
  if (form.get("intent") === "member")
    return formAnswer(await api.call(putJuryMembersId, { params: readForm(form, putJuryMembersId.params), body: readForm(form, putJuryMembersId.body) }), form);
  if (form.get("intent") === "close") return formAnswer(await api.call(postJuryClose), form);
  throw data(null, { status: 400 });
}

/** One judge's place on the jury, switched on or off at once. */
function MemberRow({ member }: { member: JuryMember }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ActionResult>();
  // Shown at once when switched; the saved value comes back with the page's data (or a refusal puts it back).
  const [checked, setChecked] = useState(member.jury);
  useEffect(() => setChecked(member.jury), [member.jury, fetcher.data]);
  const failed = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data.message : undefined;
  return (
    <Table.Tr data-testid="jury-member" data-email={member.email}>
      <Table.Th scope="row" fw={400}>
        {member.full_name}{" "}
        <Text span size="sm">
          · {member.email}
        </Text>
      </Table.Th>
      <Table.Td>
        <Switch
          checked={checked}
          onChange={(event) => {
            setChecked(event.currentTarget.checked);
            void fetcher.submit({ intent: "member", id: String(member.id), jury: String(event.currentTarget.checked) }, { method: "post" });
          }}
          label={t("results.jury.isJury", { name: member.full_name })}
          error={failed}
          data-testid="jury-switch"
        />
      </Table.Td>
      <Table.Td>{member.voted ? <Badge color="teal.9">{t("results.jury.voted")}</Badge> : null}</Table.Td>
    </Table.Tr>
  );
}

/** Closing the vote, behind a confirmation. */
function CloseVote({ tally }: { tally: JuryTally }) {
  const { t } = useTranslation();
  const confirmation = useConfirmation("close-confirm");
  const { fetcher, outcome, busy } = usePanelForm("close-message");
  return (
    <Stack gap="xs">
      {outcome}
      {tally.state === "open" && (
        <Button
          onClick={() =>
            confirmation.ask({
              title: t("results.jury.closeTitle"),
              body: t("results.jury.closeBody"),
              irreversible: t("confirmation.irreversible.closeJuryVote"),
              confirmLabel: t("results.jury.close"),
              onConfirm: () => void fetcher.submit({ intent: "close" }, { method: "post" }),
            })
          }
          loading={busy}
          style={{ alignSelf: "flex-start" }}
          data-testid="close-vote"
        >
          {t("results.jury.close")}
        </Button>
      )}
      {confirmation.dialog}
    </Stack>
  );
}

/** The special-prize vote: who sits on the jury, the candidates, ballots in, the tally (matrix, paths, winner), closing. */
export default function JuryAdmin({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { members, tally } = loaderData;
  return (
    <Stack gap="lg" maw={1100}>
      <Title order={1}>{t("results.jury.title")}</Title>
      <Badge size="lg" variant="filled" color="ocean.8" data-testid="jury-state">
        {t(`results.jury.states.${tally.state}`)}
      </Badge>
      <Paper withBorder p="md" component="section" aria-labelledby="jury-members-title">
        <Stack gap="sm">
          <Title order={2} size="h3" id="jury-members-title">
            {t("results.jury.members")}
          </Title>
          <Text size="sm">{t("results.jury.membersLead")}</Text>
          {members.length === 0 ? (
            <Text>{t("results.jury.noJudges")}</Text>
          ) : (
            <TableRegion minWidth={520} label={t("results.jury.members")}>
              <Table striped data-testid="jury-members">
                <Table.Tbody>
                  {members.map((member) => (
                    <MemberRow key={member.id} member={member} />
                  ))}
                </Table.Tbody>
              </Table>
            </TableRegion>
          )}
        </Stack>
      </Paper>
      {tally.candidates.length > 0 && (
        <Paper withBorder p="md" component="section" aria-labelledby="jury-candidates-title">
          <Stack gap="sm">
            <Title order={2} size="h3" id="jury-candidates-title">
              {t("results.jury.candidates")}
            </Title>
            <Table striped data-testid="jury-candidates">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t("results.columns.code")}</Table.Th>
                  <Table.Th scope="col">{t("results.columns.title")}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t("results.columns.total")}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {tally.candidates.map((candidate) => (
                  <Table.Tr key={candidate.code}>
                    <Table.Th scope="row">{candidate.code}</Table.Th>
                    <Table.Td style={{ overflowWrap: "anywhere" }}>{candidate.title}</Table.Td>
                    <Table.Td ta="right">{formatCount(candidate.final_total, locale)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <CloseVote tally={tally} />
          </Stack>
        </Paper>
      )}
      <Paper withBorder p="md">
        <JuryTallyView tally={tally} />
      </Paper>
    </Stack>
  );
}
