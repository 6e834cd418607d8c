// The reseller's short guide to the GraphQL API on /account/reseller: the endpoint, the header, a
// first query, then pricing, saving an order for a client, paying it, following it and downloading
// its files, each a copyable example. Every operation named here is in schema.graphql.
import { Anchor, Code, List, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { ProfileSection } from "../../ui/profile/ProfileSection.tsx";
import { CopyValueButton } from "../../ui/CopyValueButton.tsx";
import { RESUMED_SUBSCRIPTION_HEADER } from "../../../common/subscriptionResume.ts";

/** The address of the API on this site (the account area is rendered in the browser only). */
function endpoint(): string {
  return `${typeof window === "undefined" ? "" : window.location.origin}/graphql`;
}

const DRAFT = `{
  "service": "telephone-voice-prompts",
  "language": "en-GB",
  "voiceId": "<Voice id from voices>",
  "items": [{ "name": "welcome", "text": "Thank you for calling." }],
  "fileFormats": ["MULAW_8K_WAV"],
  "rush": false
}`;

const examples = (origin: string, url: string) => ({
  curl: `curl ${url} \\
  -H 'Authorization: Bearer sf_…' \\
  -H 'Content-Type: application/json' \\
  -d '{"query": "{ viewer { email role } myReseller { clients { id name } } }"}'`,
  first: `{
  viewer { email role }
  myReseller { clients { id name } }
  voices(first: 20) { edges { node { id name } } }
}`,
  quote: `query Price($draft: OrderDraftInput!) {
  quote(draft: $draft, country: "DE") {
    __typename
    ... on Quote { lines { description quantity amount } subtotal taxTotal total currency wordCount estimatedDurationSeconds }
    ... on ValidationError { fields { path message } }
  }
}
# variables: { "draft": ${DRAFT.replaceAll("\n", "\n#   ")} }`,
  save: `mutation Save($input: SaveOrderDraftInput!) {
  saveOrderDraft(input: $input) {
    __typename
    ... on OrderPayload { order { id number status total currency } }
    ... on ValidationError { fields { path message } }
    ... on Error { message }
  }
}
# variables: { "input": { "clientCompanyId": "<client id from myReseller.clients>", "draft": { …as above… } } }`,
  pay: `mutation Pay($input: StartPaymentInput!) {
  startPayment(input: $input) {
    __typename
    ... on PaymentActionRequired { provider clientSecret payment { id status amount } order { number status total currency } }
    ... on Error { message }
  }
}
# variables: { "input": { "order": { "orderId": "<order id>" }, "billingCountry": "DE" } }`,
  confirm: `mutation Confirm($input: ConfirmTestPaymentInput!) {
  confirmTestPayment(input: $input) {
    __typename
    ... on ConfirmTestPaymentPayload { order { number status } payment { status } }
    ... on Error { message }
  }
}
# variables: { "input": { "order": { "orderId": "<order id>" }, "paymentId": "<payment id>",
#   "cardNumber": "4242 4242 4242 4242", "expiry": "12/30", "cvc": "123" } }`,
  follow: `query Follow($id: ID!) {
  node(id: $id) {
    ... on Order { number status paidAt dueAt deliveredAt events { createdAt toStatus note } }
  }
}
# or every order: { viewer { orders(first: 20) { edges { node { id number status } } } } }`,
  files: `query Files($id: ID!) {
  node(id: $id) {
    ... on Order { status filesZipUrl deliveredFiles { fileName formatLabel downloadUrl } }
  }
}`,
  download: `curl -H 'Authorization: Bearer sf_…' -o order-files.zip '${origin}<filesZipUrl>'`,
});

function Example({ label, code }: { label: string; code: string }) {
  return (
    <Stack gap={4}>
      <Code block aria-label={label} style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
        {code}
      </Code>
      <CopyValueButton value={code} label="Copy" size="xs" style={{ alignSelf: "flex-start" }} aria-label={`Copy ${label.toLowerCase()}`} />
    </Stack>
  );
}

function Step({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

export function ApiGuide() {
  const url = endpoint();
  const origin = url.slice(0, -"/graphql".length);
  const code = examples(origin, url);
  return (
    <ProfileSection title="Ordering through the API" description="Price, order, pay and download for your clients from your own software, with one of the tokens above.">
      <Step title="Endpoint and header">
        <Text size="sm">
          Send <Code>POST</Code> requests with a JSON body <Code>{'{"query": …, "variables": …}'}</Code> to <Code>{url}</Code> with the header{" "}
          <Code>Authorization: Bearer &lt;token&gt;</Code>. Every mutation answers a union of its result and typed errors (a <Code>ValidationError</Code> names its
          fields); money is in minor units (cents) with its currency.
        </Text>
        <Example label="First request with curl" code={code.curl} />
      </Step>
      <Step title="1. A first query: who you are, your clients and the voices">
        <Example label="First query" code={code.first} />
      </Step>
      <Step title="2. Price a draft">
        <Text size="sm">
          <Code>quote</Code> prices a draft with your wholesale price, the rush fee and the tax of the billing country; nothing is saved.
        </Text>
        <Example label="Quote example" code={code.quote} />
      </Step>
      <Step title="3. Save the order for a client">
        <Text size="sm">
          <Code>saveOrderDraft</Code> stores the draft as an order; <Code>clientCompanyId</Code> says which of your clients it is for (<Code>null</Code>: for yourself; left out when changing a draft: unchanged).
          Send <Code>orderId</Code> with the next call to change the same draft.
        </Text>
        <Example label="Save order example" code={code.save} />
      </Step>
      <Step title="4. Place and pay it">
        <Text size="sm">
          <Code>startPayment</Code> places the order (its price is fixed now) and opens its card payment; calling it again answers the same open payment.
        </Text>
        <Example label="Start payment example" code={code.pay} />
        <List size="sm" spacing={4}>
          <List.Item>
            On the studio&apos;s test gateway (<Code>provider: TEST</Code>) confirm it with <Code>confirmTestPayment</Code> and the test card{" "}
            <Code>4242 4242 4242 4242</Code> (any future expiry, any CVC); <Code>4000 0000 0000 0002</Code> is declined.
          </List.Item>
          <List.Item>
            With Stripe (<Code>provider: STRIPE</Code>) complete the payment with the <Code>clientSecret</Code> in Stripe&apos;s card form; the order becomes PAID when Stripe
            tells the studio.
          </List.Item>
        </List>
        <Example label="Confirm test payment example" code={code.confirm} />
      </Step>
      <Step title="5. Follow the order">
        <Text size="sm">
          An order goes PENDING_PAYMENT → PAID → IN_PRODUCTION → DELIVERED → COMPLETED. Ask for it by id, or subscribe to <Code>orderUpdated(id:)</Code> with{" "}
          <Code>Accept: text/event-stream</Code>. When the connection drops, subscribe again with the header <Code>{RESUMED_SUBSCRIPTION_HEADER}: 1</Code>: the
          order is sent at once, with whatever changed meanwhile.
        </Text>
        <Example label="Follow order example" code={code.follow} />
      </Step>
      <Step title="6. Download the files">
        <Text size="sm">
          Once it is DELIVERED, each file has a <Code>downloadUrl</Code> and the order a <Code>filesZipUrl</Code> (every file, a folder per format). Fetch them from this site
          with the same header.
        </Text>
        <Example label="Files query example" code={code.files} />
        <Example label="Download example" code={code.download} />
      </Step>
      <Step title="Limits">
        <Text size="sm">
          Per request: 1 MB of JSON, depth 12, 15 aliases, 300 fields, a cost of 8000 (a connection costs 20 plus a tenth of its page size times its selection). Some
          mutations, such as confirming a card, are rate limited and answer a <Code>RateLimitError</Code>. A read-only token may run queries only.
        </Text>
      </Step>
      <Text size="sm">
        Try queries and browse the schema in{" "}
        <Anchor href="/graphql" target="_blank" rel="noopener">
          GraphiQL
        </Anchor>
        : put <Code>{'{"Authorization": "Bearer <token>"}'}</Code> in its Headers pane.
      </Text>
    </ProfileSection>
  );
}
