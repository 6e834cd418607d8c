// How large an uploaded file may be is declared on the input field that takes it
// (`extensions: fileLimit(bytes)`, the number its resolver checks), so that the multipart reader
// caps each file before any resolver runs. A schema with a File field or argument that declares
// no limit does not build.
import {
  type DocumentNode,
  getNamedType,
  getNullableType,
  type GraphQLArgument,
  type GraphQLInputField,
  type GraphQLInputType,
  type GraphQLSchema,
  isInputObjectType,
  isInputType,
  isInterfaceType,
  isListType,
  isObjectType,
  type OperationDefinitionNode,
  TypeInfo,
  typeFromAST,
  visit,
  visitWithTypeInfo,
} from "graphql";
import { badRequest } from "../http/requestErrors.ts";

const KEY = "maxUploadBytes";

/** The `extensions` of a File input field (or argument) that takes files of at most `maxBytes`. */
export const fileLimit = (maxBytes: number) => ({ [KEY]: maxBytes });

type Declaring = GraphQLInputField | GraphQLArgument;

const isFile = (type: GraphQLInputType) => getNamedType(type).name === "File";

function declaredLimit(place: Declaring): number | null {
  const value = (place.extensions as Record<string, unknown> | null | undefined)?.[KEY];
  return typeof value === "number" && Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** The File input fields and arguments of `schema`. */
function filePlacesOf(schema: GraphQLSchema): { name: string; place: Declaring }[] {
  const places: { name: string; place: Declaring }[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith("__")) continue;
    if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) if (isFile(field.type)) places.push({ name: `${type.name}.${field.name}`, place: field });
    } else if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        for (const arg of field.args) if (isFile(arg.type)) places.push({ name: `${type.name}.${field.name}(${arg.name})`, place: arg });
      }
    }
  }
  return places;
}

/** The largest file any File field of `schema` takes. */
export function largestFileLimit(schema: GraphQLSchema): number {
  return Math.max(0, ...filePlacesOf(schema).map(({ place }) => declaredLimit(place) ?? 0));
}

/** File input fields and arguments that declare no limit, as "Type.field" and "Type.field(argument)". */
export function findUndeclaredFileLimits(schema: GraphQLSchema): string[] {
  return filePlacesOf(schema)
    .filter(({ place }) => declaredLimit(place) === null)
    .map(({ name }) => name);
}

export function assertEveryFileDeclaresItsLimit(schema: GraphQLSchema) {
  const missing = findUndeclaredFileLimits(schema);
  if (missing.length > 0) throw new Error(`These File fields declare no size limit (extensions: fileLimit(bytes)): ${missing.join(", ")}`);
}

/** `map` of a multipart request: the places of each file, by its part's name. */
export type FilePlaces = ReadonlyMap<string, readonly string[]>;

/**
 * The most bytes each file may hold, by its part's name: the largest limit among the places `map`
 * puts it. Every place must be a File the operation takes (`variables.<variable>.<field or index>…`);
 * anything else is refused (400) before any file is read.
 */
export function fileLimitsOf(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode, places: FilePlaces): Map<string, number> {
  const limits = new Map<string, number>();
  for (const [name, paths] of places) limits.set(name, Math.max(...paths.map((path) => limitAt(schema, document, operation, path))));
  return limits;
}

function limitAt(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode, path: string): number {
  const refuse = (why: string) => badRequest(`"map" puts a file at "${path}", ${why}.`);
  const [root, variable, ...rest] = path.split(".");
  if (root !== "variables" || !variable) throw refuse(`but a file's place is a variable: "variables.<name>…"`);
  const definition = operation.variableDefinitions?.find((candidate) => candidate.variable.name.value === variable);
  if (!definition) throw refuse(`but the operation declares no variable $${variable}`);
  const declared = typeFromAST(schema, definition.type);
  if (!declared || !isInputType(declared)) throw refuse(`but $${variable} is of an unknown type`);
  let type: GraphQLInputType = declared;
  let field: GraphQLInputField | null = null;
  for (const key of rest) {
    const nullable = getNullableType(type);
    if (isListType(nullable) && /^(0|[1-9]\d*)$/.test(key)) {
      type = nullable.ofType as GraphQLInputType;
    } else if (isInputObjectType(nullable) && Object.hasOwn(nullable.getFields(), key)) {
      field = nullable.getFields()[key];
      type = field.type;
    } else {
      throw refuse(`which is not a place in $${variable} (${String(declared)})`);
    }
  }
  if (isListType(getNullableType(type)) || !isFile(type)) throw refuse(`which is of type ${String(type)}, not File`);
  const limit = field ? declaredLimit(field) : usedLimit(schema, document, variable);
  if (limit === null) throw refuse(`but $${variable} is not used where a file is taken`);
  return limit;
}

/** The largest limit of the File places the variable `name` is passed to, or null when it is passed to none. */
function usedLimit(schema: GraphQLSchema, document: DocumentNode, name: string): number | null {
  const typeInfo = new TypeInfo(schema);
  // The innermost input field around a value (null directly in an argument).
  const fields: (GraphQLInputField | null)[] = [];
  const limits: number[] = [];
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      VariableDefinition: () => false,
      Argument: { enter: () => void fields.push(null), leave: () => void fields.pop() },
      ObjectField: {
        enter(node) {
          const parent = getNamedType(typeInfo.getParentInputType());
          fields.push(isInputObjectType(parent) ? (parent.getFields()[node.name.value] ?? null) : null);
        },
        leave: () => void fields.pop(),
      },
      Variable(node) {
        if (node.name.value !== name) return;
        const place = fields.at(-1) ?? typeInfo.getArgument();
        const limit = place && isFile(place.type) ? declaredLimit(place) : null;
        if (limit !== null) limits.push(limit);
      },
    }),
  );
  return limits.length > 0 ? Math.max(...limits) : null;
}
