import { Button, Container, Stack, Text, Title } from "@mantine/core";
import { Component, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PageLink } from "./PageLink.tsx";

/** The error page of the spec: the message (or "Error") as title; a way home on 404. */
export function ErrorPage({ status, message }: { status: number; message?: string }) {
  const { t } = useTranslation();
  const notFound = status === 404;
  const title = notFound ? t("errorPage.notFound") : message || t("errorPage.title");
  return (
    <Container size={720} py={64}>
      <Stack align="flex-start" gap="md">
        <Text c="dimmed" fw={600}>
          {t("errorPage.status", { status })}
        </Text>
        <Title order={1}>{title}</Title>
        {notFound && message && message !== title ? <Text>{message}</Text> : null}
        <Button component={PageLink} page="home">
          {t("errorPage.backHome")}
        </Button>
      </Stack>
    </Container>
  );
}

/** If the error page itself fails, show plain HTML that cannot fail. */
export class ErrorPageGuard extends Component<{ children: ReactNode; fallbackText: string; homeHref: string }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main style={{ padding: "2rem", fontFamily: "system-ui, sans-serif" }}>
        <h1>{this.props.fallbackText}</h1>
        <a href={this.props.homeHref}>⌂ {this.props.homeHref}</a>
      </main>
    );
  }
}
