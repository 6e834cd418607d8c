// An order's script and the choices around it, as the order desk, the recording sheet and the
// customer's order summary all show it: service, voice, language, music bed, file formats, rush,
// the customer's note, and every prompt, message or greeting with its words and spoken length.
import { graphql, readInlineData } from "react-relay";
import type { orderedScript_order$data, orderedScript_order$key } from "../../__generated__/orderedScript_order.graphql.ts";

const orderedScriptFragment = graphql`
  fragment orderedScript_order on Order @inline {
    service {
      slug
      name
    }
    voice {
      name
    }
    track {
      title
    }
    language
    fileFormats
    rush
    customerNote
    wordCount
    estimatedDurationSeconds
    items {
      name
      text
      wordCount
      estimatedDurationSeconds
    }
  }
`;

export type OrderedScript = orderedScript_order$data;

export function readOrderedScript(order: orderedScript_order$key): OrderedScript {
  return readInlineData<orderedScript_order$key>(orderedScriptFragment, order);
}
