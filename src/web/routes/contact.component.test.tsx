import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi, renderPage } from "#web/testing/render.tsx";
import Contact, { action } from "./contact.tsx";

describe("the contact form's check in the browser", () => {
  it.each([
    ["vi", "Tối đa 5.000 ký tự."],
    ["en", "At most 5,000 characters."],
  ] as const)("in %s, names the limit of a message that is too long, written as the language writes numbers, and sends nothing", async (locale, message) => {
    const api = fakeApi();
    const { user, t } = renderPage(Contact as never, { locale, path: "/contact", action, api });
    await user.type(screen.getByRole("textbox", { name: t("contact.fullName") }), "Nguyễn Văn An");
    await user.type(screen.getByRole("textbox", { name: t("contact.email") }), "an@example.com");
    const content = screen.getByRole("textbox", { name: t("contact.content") });
    await user.click(content);
    await user.paste("x".repeat(5001));
    await user.click(screen.getByRole("button", { name: t("contact.submit") }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(content).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(api.calls).toHaveLength(0);
  });
});
