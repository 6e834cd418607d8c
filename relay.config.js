// relay-compiler, babel-plugin-relay (through vite-plugin-relay) and editors read this file.
const config = {
  src: "./client",
  schema: "./schema.graphql",
  language: "typescript",
  artifactDirectory: "./client/__generated__",
  eagerEsModules: true,
  persistConfig: { file: "./client/__generated__/persisted-operations.json", algorithm: "SHA256" },
  excludes: ["**/node_modules/**", "**/__generated__/**"],
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

export { config as "module.exports" };
