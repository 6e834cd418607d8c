// Asks the script assistant for a suggestion; nothing in the store changes until the customer
// takes it (the wizard's draft is the client's own state).
import { graphql } from "react-relay";
import type { useAskScriptAssistantMutation as AskScriptAssistantMutation } from "../../__generated__/useAskScriptAssistantMutation.graphql.ts";
import { useInputMutation } from "../useResultMutation.ts";

const mutation = graphql`
  mutation useAskScriptAssistantMutation($input: AskScriptAssistantInput!) {
    askScriptAssistant(input: $input) {
      __typename
      ... on ScriptAssistantSuggestion {
        task
        text
        wordCount
        durationSeconds
        flaggedWords {
          word
          reason
        }
      }
      ...resultError_fields @alias(as: "error")
    }
  }
`;

export function useAskScriptAssistantMutation() {
  return useInputMutation<AskScriptAssistantMutation, "ScriptAssistantSuggestion">(mutation);
}
