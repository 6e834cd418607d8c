// Orders at the delivery stage for the browser tests, made through the API as people would: a
// customer (registered) or a guest places and pays a telephone-prompt order with the test card,
// then the administrator moves it to production, uploads a master WAV per prompt (a GraphQL
// multipart request), waits for every format to be rendered and delivers it.
import { expect, request, type APIRequestContext } from "@playwright/test";
import { pcm16Wav, speechLikePcm } from "../audio/generate.ts";
import { E2E } from "./environment.ts";
import { solvedAltcha, uniqueEmail } from "./helpers.ts";

/** The e2e server's ALTCHA_HMAC_KEY (tests/e2e/server.mjs). */
const RENDER_TIMEOUT_MS = 60_000;

export type Prompt = { name: string; text: string };

export type PlacedOrder = { id: string; number: number };

async function answer<T>(response: Awaited<ReturnType<APIRequestContext["post"]>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!;
}

async function graphql<T>(api: APIRequestContext, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  return answer<T>(await api.post("/graphql", { data: { query, variables } }));
}

/** Expects a mutation's answer to be `typename`, showing the typed error's message otherwise. */
function expectResult(result: { __typename: string; message?: string }, typename: string) {
  expect(result.__typename, result.message).toBe(typename);
}

/** A request context signed in as the e2e administrator. */
async function adminApi(): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: E2E.baseUrl });
  const data = await graphql<{ signIn: { __typename: string; message?: string } }>(
    api,
    `mutation SignIn($input: SignInInput!) { signIn(input: $input) { __typename ... on Error { message } } }`,
    { input: { email: E2E.admin.email, password: E2E.admin.password } },
  );
  expect(data.signIn.__typename).not.toMatch(/Error$/);
  return api;
}

async function charlotteId(api: APIRequestContext): Promise<string> {
  const voices = await graphql<{ voices: { edges: { node: { id: string; name: string } }[] } }>(api, `{ voices(first: 50) { edges { node { id name } } } }`);
  return voices.voices.edges.find((edge) => edge.node.name === "Charlotte")!.node.id;
}

function draft(voiceId: string, prompts: readonly Prompt[], fileFormats: readonly string[]) {
  return { service: "telephone-voice-prompts", language: "en-GB", voiceId, items: prompts, fileFormats, rush: false };
}

/** Opens the payment and pays it with the test gateway's good card. */
/** Pays an order with the test gateway's good card, as the payment page would; answers the amount paid. */
export async function payWithTestCard(api: APIRequestContext, order: { orderId: string; key: string | null }): Promise<{ amount: number }> {
  const started = await graphql<{ startPayment: { __typename: string; message?: string; payment?: { id: string; amount: number } } }>(
    api,
    `mutation Start($input: StartPaymentInput!) { startPayment(input: $input) { __typename ... on Error { message } ... on PaymentActionRequired { payment { id amount } } } }`,
    { input: { order, billingCountry: "NL" } },
  );
  expectResult(started.startPayment, "PaymentActionRequired");
  const confirmed = await graphql<{ confirmTestPayment: { __typename: string; message?: string } }>(
    api,
    `mutation Confirm($input: ConfirmTestPaymentInput!) { confirmTestPayment(input: $input) { __typename ... on Error { message } } }`,
    { input: { order, paymentId: started.startPayment.payment!.id, cardNumber: "4242424242424242", expiry: "12/34", cvc: "123" } },
  );
  expectResult(confirmed.confirmTestPayment, "ConfirmTestPaymentPayload");
  return { amount: started.startPayment.payment!.amount };
}

/** A new customer account; its password signs in in the browser. */
export async function registeredCustomer(name: string): Promise<{ email: string; password: string; name: string; api: APIRequestContext }> {
  const api = await request.newContext({ baseURL: E2E.baseUrl });
  const email = uniqueEmail(name.toLowerCase().replace(/\W+/g, "."));
  const password = "customer password 123";
  const data = await graphql<{ register: { __typename: string; message?: string } }>(
    api,
    `mutation Register($input: RegisterInput!) { register(input: $input) { __typename ... on Error { message } } }`,
    { input: { name, email, password, altcha: await solvedAltcha() } },
  );
  expectResult(data.register, "ViewerPayload");
  return { email, password, name, api };
}

/** The customer's telephone-prompt order, paid by card. */
export async function paidCustomerOrder(customer: APIRequestContext, prompts: readonly Prompt[], fileFormats: readonly string[]): Promise<PlacedOrder> {
  const saved = await graphql<{ saveOrderDraft: { __typename: string; message?: string; order?: PlacedOrder } }>(
    customer,
    `mutation Save($input: SaveOrderDraftInput!) { saveOrderDraft(input: $input) { __typename ... on Error { message } ... on OrderPayload { order { id number } } } }`,
    { input: { draft: draft(await charlotteId(customer), prompts, fileFormats) } },
  );
  expectResult(saved.saveOrderDraft, "OrderPayload");
  const order = saved.saveOrderDraft.order!;
  await payWithTestCard(customer, { orderId: order.id, key: null });
  return order;
}

/** A guest's telephone-prompt order, paid by card; `key` opens its private link. */
export async function paidGuestOrder(prompts: readonly Prompt[], fileFormats: readonly string[]): Promise<PlacedOrder & { key: string; email: string }> {
  const api = await request.newContext({ baseURL: E2E.baseUrl });
  const email = uniqueEmail("guest.follow");
  const placed = await graphql<{ placeGuestOrder: { __typename: string; message?: string; accessKey?: string; order?: PlacedOrder } }>(
    api,
    `mutation Place($input: PlaceGuestOrderInput!) { placeGuestOrder(input: $input) { __typename ... on Error { message } ... on OrderWithKeyPayload { accessKey order { id number } } } }`,
    { input: { draft: draft(await charlotteId(api), prompts, fileFormats), email, altcha: await solvedAltcha() } },
  );
  expectResult(placed.placeGuestOrder, "OrderWithKeyPayload");
  const order = placed.placeGuestOrder.order!;
  const key = placed.placeGuestOrder.accessKey!;
  await payWithTestCard(api, { orderId: order.id, key });
  await api.dispose();
  return { ...order, key, email };
}

/** A master recording: three seconds of speech-like sound between short silences. */
function masterWav(seed: number): Buffer {
  return pcm16Wav(speechLikePcm({ rate: 44100, seconds: 3, leadSeconds: 1, tailSeconds: 1.5, amplitude: 4000, seed }), 44100);
}

async function changeStatus(admin: APIRequestContext, orderId: string, status: string) {
  const moved = await graphql<{ changeOrderStatus: { __typename: string; message?: string } }>(
    admin,
    `mutation Move($input: ChangeOrderStatusInput!) { changeOrderStatus(input: $input) { __typename ... on Error { message } } }`,
    { input: { orderId, status } },
  );
  expectResult(moved.changeOrderStatus, "OrderPayload");
}

async function uploadMaster(admin: APIRequestContext, orderId: string, itemIndex: number) {
  const operations = {
    query: `mutation Upload($input: UploadMasterInput!) { uploadMaster(input: $input) { __typename ... on Error { message } } }`,
    variables: { input: { orderId, itemIndex, file: null } },
  };
  const response = await admin.post("/graphql", {
    // A multipart body is not JSON: the header shows the request comes from a script, not a form.
    headers: { "x-requested-with": "XMLHttpRequest" },
    multipart: {
      operations: JSON.stringify(operations),
      // Not "0": an integer-like key would come first in the object, and the files must follow operations and map.
      map: JSON.stringify({ master: ["variables.input.file"] }),
      master: { name: `take-${itemIndex + 1}.wav`, mimeType: "audio/wav", buffer: masterWav(11 + itemIndex) },
    },
  });
  const data = await answer<{ uploadMaster: { __typename: string; message?: string } }>(response);
  expectResult(data.uploadMaster, "UploadMasterPayload");
}

/** Waits until the server has rendered every production file of the order (fails at once when one failed). */
async function filesRendered(admin: APIRequestContext, orderId: string) {
  await expect
    .poll(
      async () => {
        const files = await graphql<{ node: { productionFiles: { status: string; failureReason: string | null }[] } }>(
          admin,
          `query Files($id: ID!) { node(id: $id) { ... on Order { productionFiles { status failureReason } } } }`,
          { id: orderId },
        );
        const failed = files.node.productionFiles.find((file) => file.status === "FAILED");
        if (failed) throw new Error(`A file failed to render: ${failed.failureReason}`);
        return files.node.productionFiles.length > 0 && files.node.productionFiles.every((file) => file.status === "READY");
      },
      { timeout: RENDER_TIMEOUT_MS, intervals: [500, 1000] },
    )
    .toBe(true);
}

/** The administrator moves the order to `status` (IN_PRODUCTION, DELIVERED…) through the API. */
export async function studioMovesOrder(orderId: string, status: string) {
  const admin = await adminApi();
  await changeStatus(admin, orderId, status);
  await admin.dispose();
}

/** Waits, as the administrator, until the server has rendered every production file of the order. */
export async function everyFileRendered(orderId: string) {
  const admin = await adminApi();
  await filesRendered(admin, orderId);
  await admin.dispose();
}

/** The administrator produces and delivers a paid order: every prompt recorded and rendered. */
export async function deliverOrder(orderId: string, promptCount: number) {
  const admin = await adminApi();
  await changeStatus(admin, orderId, "IN_PRODUCTION");
  for (let index = 0; index < promptCount; index++) await uploadMaster(admin, orderId, index);
  await filesRendered(admin, orderId);
  await changeStatus(admin, orderId, "DELIVERED");
  await admin.dispose();
}
