import { getOperationAST, GraphQLInputObjectType, GraphQLList, GraphQLNonNull, GraphQLObjectType, GraphQLScalarType, GraphQLSchema, GraphQLString, parse, type GraphQLError } from "graphql";
import { describe, expect, it } from "vitest";
import { schema as studioSchema } from "../schema/index.ts";
import { MB } from "../../common/bytes.ts";
import { fileLimit, fileLimitsOf, findUndeclaredFileLimits, largestFileLimit } from "./uploadLimits.ts";

const File = new GraphQLScalarType({ name: "File" });
const Input = new GraphQLInputObjectType({
  name: "Input",
  fields: {
    photo: { type: File, extensions: fileLimit(100) },
    attachments: { type: new GraphQLList(new GraphQLNonNull(File)), extensions: fileLimit(200) },
    name: { type: GraphQLString },
  },
});
const Undeclared = new GraphQLInputObjectType({ name: "Undeclared", fields: { file: { type: File } } });
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({ name: "Query", fields: { ok: { type: GraphQLString } } }),
  mutation: new GraphQLObjectType({
    name: "Mutation",
    fields: {
      save: { type: GraphQLString, args: { input: { type: new GraphQLNonNull(Input) } } },
      attach: { type: GraphQLString, args: { file: { type: File, extensions: fileLimit(300) } } },
      loose: { type: GraphQLString, args: { input: { type: Undeclared }, file: { type: File } } },
    },
  }),
});

function limits(document: string, map: Record<string, string[]>) {
  const parsed = parse(document);
  return fileLimitsOf(schema, parsed, getOperationAST(parsed)!, new Map(Object.entries(map)));
}

describe("findUndeclaredFileLimits", () => {
  it("names every File field and argument without a limit", () => {
    expect(findUndeclaredFileLimits(schema).sort()).toEqual(["Mutation.loose(file)", "Undeclared.file"]);
  });

  it("finds none in the studio's schema", () => {
    expect(findUndeclaredFileLimits(studioSchema)).toEqual([]);
  });
});

describe("largestFileLimit", () => {
  it("is the largest any File field or argument declares: in the studio's schema, a master recording's", () => {
    expect(largestFileLimit(schema)).toBe(300);
    expect(largestFileLimit(studioSchema)).toBe(100 * MB);
  });
});

describe("fileLimitsOf", () => {
  it("takes each file's limit from the field or argument that takes it, however the variable reaches it", () => {
    const document = `mutation($input: Input!, $photo: File, $attachment: File!, $file: File) {
      save(input: $input) a: save(input: { photo: $photo, attachments: [$attachment] }) attach(file: $file)
    }`;
    expect(
      limits(document, {
        0: ["variables.input.photo"],
        1: ["variables.input.attachments.2"],
        2: ["variables.photo"],
        3: ["variables.attachment"],
        4: ["variables.file"],
        5: ["variables.input.photo", "variables.file"],
      }),
    ).toEqual(new Map([["0", 100], ["1", 200], ["2", 100], ["3", 200], ["4", 300], ["5", 300]]));
  });

  const refusals: [string, string, string][] = [
    ["query", `mutation($input: Input!) { save(input: $input) }`, `"map" puts a file at "query", but a file's place is a variable: "variables.<name>…".`],
    ["variables.other", `mutation($input: Input!) { save(input: $input) }`, `"map" puts a file at "variables.other", but the operation declares no variable $other.`],
    ["variables.input.name", `mutation($input: Input!) { save(input: $input) }`, `"map" puts a file at "variables.input.name", which is of type String, not File.`],
    ["variables.input.attachments", `mutation($input: Input!) { save(input: $input) }`, `"map" puts a file at "variables.input.attachments", which is of type [File!], not File.`],
    ["variables.input.nope", `mutation($input: Input!) { save(input: $input) }`, `"map" puts a file at "variables.input.nope", which is not a place in $input (Input!).`],
    ["variables.input.attachments.x", `mutation($input: Input!) { save(input: $input) }`, `"map" puts a file at "variables.input.attachments.x", which is not a place in $input (Input!).`],
    ["variables.file", `mutation($file: File, $input: Input!) { save(input: $input) }`, `"map" puts a file at "variables.file", but $file is not used where a file is taken.`],
  ];
  it.each(refusals)("refuses %s with 400 saying why", (path, document, message) => {
    let error: GraphQLError | undefined;
    try {
      limits(document, { 0: [path] });
    } catch (thrown) {
      error = thrown as GraphQLError;
    }
    expect(error?.message).toBe(message);
    expect(error?.extensions.code).toBe("BAD_REQUEST");
  });
});
