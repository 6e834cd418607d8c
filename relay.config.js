export default {
  src: "./client",
  schema: "./schema.graphql",
  language: "typescript",
  artifactDirectory: "./client/__generated__",
  eagerEsModules: true,
  exclude: ["**/node_modules/**", "**/__generated__/**"],
  customScalarTypes: {
    DateTime: "string",
    EmailAddress: "string",
    URL: "string",
    UUID: "string",
    NonNegativeInt: "number",
    Currency: "string",
    JSON: "unknown",
  },
};
