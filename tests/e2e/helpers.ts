import { expect, request, type APIRequestContext, type Page } from "@playwright/test";
import { serializeListQuery } from "../../common/listQuery/index.ts";
import { issueChallenge } from "../../server/botcheck/altcha.ts";
import { E2E } from "./environment.ts";

export const uniqueEmail = (prefix: string) => `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;

/** A GraphQL request through `api`; fails the test on an HTTP or GraphQL error. */
export async function graphql<T = Record<string, unknown>>(api: APIRequestContext, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await api.post("/graphql", { data: { query, variables } });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!;
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

export async function signOut(page: Page, name: string) {
  await page.getByRole("button", { name: `${name}: account menu` }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page.getByRole("link", { name: "Sign in" }).first()).toBeVisible();
}

const SIGN_IN = `mutation($input: SignInInput!) { signIn(input: $input) { __typename } }`;
const OUTBOX = `query($filter: ListQuery) { emailOutbox(first: 20, filter: $filter) { edges { node { text } } } }`;

/** A solved bot-check payload signed with the e2e server's key, as the widget would submit it. */
export async function solvedAltcha(altchaKey = E2E.altchaKey): Promise<string> {
  const number = Math.floor(Math.random() * 1000);
  const challenge = await issueChallenge(altchaKey, { number });
  const payload = { algorithm: challenge.algorithm, challenge: challenge.challenge, number, salt: challenge.salt, signature: challenge.signature };
  return Buffer.from(JSON.stringify(payload)).toString("base64");
}

/**
 * The newest link of this pattern in an e-mail to this address, read from the outbox as the
 * administrator reads it (the e2e server has no SMTP server, so every e-mail is kept there).
 */
export async function emailedLink(to: string, pattern: RegExp): Promise<string> {
  const api = await request.newContext({ baseURL: E2E.baseUrl });
  try {
    // The bot-check answer counts only once this address has signed in often (the whole suite signs in from it).
    const signedIn = await api.post("/graphql", { data: { query: SIGN_IN, variables: { input: { ...E2E.admin, altcha: await solvedAltcha() } } } });
    expect((await signedIn.json()).data?.signIn.__typename).toBe("ViewerPayload");
    const filter = { filters: serializeListQuery({ filters: [{ key: "to", operator: "EQUAL", values: [to] }] }).filters };
    let found: string | undefined;
    await expect
      .poll(
        async () => {
          const answer = await (await api.post("/graphql", { data: { query: OUTBOX, variables: { filter } } })).json();
          const texts: string[] = answer.data.emailOutbox.edges.map((edge: { node: { text: string } }) => edge.node.text);
          // Newest first: the newest e-mail holding such a link (others, like an invoice, may follow it).
          found = texts.find((text) => pattern.test(text))?.match(pattern)?.[0];
          return found;
        },
        { timeout: 15_000 },
      )
      .toBeTruthy();
    return found!;
  } finally {
    await api.dispose();
  }
}
