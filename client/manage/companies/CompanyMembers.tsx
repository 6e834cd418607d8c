// The company's members (name, e-mail linking to the user's page), each removable after a
// confirmation (removeCompanyMember), and the form that adds a customer by their e-mail address
// (addCompanyMember; the server says when no account has that address).
import { Alert, Anchor, Button, Card, Group, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type { CompanyMembers_company$key } from "../../__generated__/CompanyMembers_company.graphql.ts";
import { TOAST_MS } from "../../app/timing.ts";
import { askToConfirm } from "../../ui/askToConfirm.tsx";
import { requestErrorMessage } from "../../ui/formErrors.ts";
import { isResultError } from "../../ui/resultError.ts";
import { SubmitForm } from "../../ui/SubmitForm.tsx";
import { useFormSubmit } from "../../ui/useFormSubmit.ts";
import { userPath } from "../paths.ts";
import { useEditorForm } from "../useEditorForm.ts";
import { useAddCompanyMemberMutation } from "./useAddCompanyMemberMutation.ts";
import { useRemoveCompanyMemberMutation } from "./useRemoveCompanyMemberMutation.ts";
import { SectionTable } from "../../ui/table/SectionTable.tsx";

function AddMemberForm({ companyId, companyName }: { companyId: string; companyName: string }) {
  const [add] = useAddCompanyMemberMutation();
  const form = useEditorForm<{ email: string }>({ email: "" }, { email: (value) => (value.trim() ? null : "is required") });
  const { onSubmit, formRef, alert, submitting } = useFormSubmit(form, {
    submit: (values) => add({ companyId, email: values.email.trim() }),
    success: "CompanyPayload",
    notify: (_result, values) => `${values.email.trim()} is now a member of ${companyName}.`,
    onSuccess: () => form.reset(),
  });
  return (
    <SubmitForm formRef={formRef} onSubmit={onSubmit} alert={alert} label="Add a member" gap="sm">
      <Group align="flex-start" gap="sm">
        <TextInput
          size="sm"
          label="Add member"
          description="The e-mail address of the customer's account; they leave any other company"
          type="email"
          placeholder="name@example.com"
          style={{ flex: 1, minWidth: 220 }}
          {...form.getInputProps("email")}
        />
        <Button type="submit" loading={submitting} mt={{ base: 0, sm: 42 }}>
          Add member
        </Button>
      </Group>
    </SubmitForm>
  );
}

/** `managesMembers`: the viewer may add and remove members and open their accounts (administrators). */
export function CompanyMembers({ company: companyKey, managesMembers }: { company: CompanyMembers_company$key; managesMembers: boolean }) {
  const company = useFragment(
    graphql`
      fragment CompanyMembers_company on Company {
        id
        name
        members {
          id
          name
          email
        }
      }
    `,
    companyKey,
  );
  const [remove, removing] = useRemoveCompanyMemberMutation();
  const [problem, setProblem] = useState<string | null>(null);

  const confirmRemove = (member: { id: string; name: string; email: string }) =>
    askToConfirm({
      title: "Remove member",
      question: `Remove ${member.name} (${member.email}) from ${company.name}? Their account stays; their new orders are no longer billed to the company. Orders already placed stay with it.`,
      confirm: "Remove member",
      danger: true,
      onConfirm: async () => {
        setProblem(null);
        try {
          const result = await remove({ companyId: company.id, userId: member.id });
          if (isResultError(result)) setProblem(result.message);
          else notifications.show({ color: "teal", autoClose: TOAST_MS, message: `${member.name} is no longer a member of ${company.name}.` });
        } catch (error) {
          setProblem(requestErrorMessage(error));
        }
      },
    });

  return (
    <Card>
      <Stack gap="md">
        <Title order={2} size="h4">
          Members
        </Title>
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        {company.members.length === 0 ? (
          <Text c="dimmed" size="sm">
            No members yet.
          </Text>
        ) : (
          <SectionTable label="Members" columns={["Name", "E-mail"]} actions={managesMembers} minWidth={480}>
            {company.members.map((member) => (
              <Table.Tr key={member.id} data-testid="member-row">
                <Table.Td>
                  <Text size="sm">{member.name}</Text>
                </Table.Td>
                <Table.Td>
                  {managesMembers ? (
                    <Anchor component={Link} to={userPath(member.id)} size="sm" style={{ overflowWrap: "anywhere" }}>
                      {member.email}
                    </Anchor>
                  ) : (
                    <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                      {member.email}
                    </Text>
                  )}
                </Table.Td>
                {managesMembers && (
                  <Table.Td ta="right">
                    <Button size="compact-sm" variant="subtle" color="red.9" loading={removing} onClick={() => confirmRemove(member)} aria-label={`Remove ${member.email}`}>
                      Remove
                    </Button>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </SectionTable>
        )}
        {managesMembers && <AddMemberForm companyId={company.id} companyName={company.name} />}
      </Stack>
    </Card>
  );
}
